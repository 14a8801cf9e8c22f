"use client";
// "Check now": starts a re-check of the list (202) and refreshes the page a few times while it runs.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export function CheckNowButton({ listId }: { listId: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonClassName("secondary", "control")}
        onClick={async () => {
          try {
            const answer = await apiFetch<{ detail: string }>(`/api/watchlists/${listId}/check`, { method: "POST", body: {} });
            setMessage(answer.detail);
            for (const wait of [1000, 3000, 8000]) setTimeout(() => router.refresh(), wait);
          } catch (caught) {
            setMessage(caught instanceof ApiError ? caught.detail : "The check could not be started.");
          }
        }}
      >
        Check now
      </button>
      {message && <p role="status" className="text-sm text-ink-muted">{message}</p>}
    </div>
  );
}
