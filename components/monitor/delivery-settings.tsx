"use client";
// Where a list's alerts go beyond the inbox (owner only): a webhook, whose new signing secret is shown once, and the
// addresses of the e-mail digest.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export function DeliverySettings({ listId, webhookUrl, digestTo }: { listId: string; webhookUrl: string | null; digestTo: string | null }) {
  const router = useRouter();
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Delivery settings"
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "").trim() || null;
        setError(null);
        try {
          const answer = await apiFetch<{ webhookSecret: string | null }>(`/api/watchlists/${listId}/delivery`, {
            method: "POST", body: { webhookUrl: text("webhookUrl"), digestTo: text("digestTo") },
          });
          setSecret(answer.webhookSecret);
          router.refresh();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.detail : "The settings could not be saved.");
        }
      }}
    >
      <FormField id="webhook-url" label="Webhook URL" hint="New alerts are posted here as JSON, signed with HMAC-SHA256 (x-watch-signature).">
        {(control) => <input {...control} name="webhookUrl" type="url" defaultValue={webhookUrl ?? ""} className={controlClassName} />}
      </FormField>
      <FormField id="digest-to" label="E-mail digest to" hint="Addresses separated by commas; sent when the server has SMTP configured." error={error}>
        {(control) => <input {...control} name="digestTo" defaultValue={digestTo ?? ""} className={controlClassName} />}
      </FormField>
      <div><button type="submit" className={buttonClassName("secondary", "control")}>Save delivery</button></div>
      {secret && (
        <p role="status" className="text-sm">
          The webhook&apos;s signing secret (shown once): <code className="break-all">{secret}</code>
        </p>
      )}
    </form>
  );
}
