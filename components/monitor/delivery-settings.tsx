"use client";
// Where a list's alerts go beyond the inbox, and when (owner only): a webhook signed as Standard Webhooks describes,
// whose secret is shown once when made or rotated; the e-mail addresses; the mode (red at once and the rest in the
// daily digest, or all at once). Says plainly when the server has no SMTP server, so addresses would get nothing.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { DELIVERY_MODE_LABELS, DELIVERY_MODES, type DeliveryMode, NO_SMTP_NOTICE } from "@/lib/monitor/delivery-modes";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export function DeliverySettings({ listId, webhookUrl, digestTo, deliveryMode, secretSet, smtpConfigured }: {
  listId: string; webhookUrl: string | null; digestTo: string | null; deliveryMode: DeliveryMode; secretSet: boolean; smtpConfigured: boolean;
}) {
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
            method: "POST",
            body: {
              webhookUrl: text("webhookUrl"), digestTo: text("digestTo"), deliveryMode: String(form.get("deliveryMode")),
              rotateSecret: form.get("rotateSecret") === "on",
            },
          });
          setSecret(answer.webhookSecret);
          router.refresh();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.detail : "The settings could not be saved.");
        }
      }}
    >
      <FormField id="webhook-url" label="Webhook URL"
        hint="New alerts are posted here as JSON, signed as Standard Webhooks describes (webhook-id, webhook-timestamp, webhook-signature).">
        {(control) => <input {...control} name="webhookUrl" type="url" defaultValue={webhookUrl ?? ""} className={controlClassName} />}
      </FormField>
      {secretSet && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="rotateSecret" /> Rotate the signing secret (the current one keeps signing for 24 hours)
        </label>
      )}
      <FormField id="digest-to" label="E-mail to" hint="Addresses separated by commas." error={error}>
        {(control) => <input {...control} name="digestTo" defaultValue={digestTo ?? ""} className={controlClassName} />}
      </FormField>
      {!smtpConfigured && <p role="note" className="text-sm font-medium text-danger">{NO_SMTP_NOTICE}</p>}
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="font-medium">When to send</legend>
        {DELIVERY_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input type="radio" name="deliveryMode" value={mode} defaultChecked={mode === deliveryMode} /> {DELIVERY_MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      <div><button type="submit" className={buttonClassName("secondary", "control")}>Save delivery</button></div>
      {secret && (
        <p role="status" className="text-sm">
          The webhook&apos;s signing secret (shown once; store it now): <code className="break-all">{secret}</code>
        </p>
      )}
    </form>
  );
}
