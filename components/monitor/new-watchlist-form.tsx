"use client";
// Makes a watchlist: a name, private or shared with the team, and how often it is re-checked.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export const INTERVALS = [
  { hours: 24, label: "Daily" }, { hours: 168, label: "Weekly" }, { hours: 12, label: "Every 12 hours" },
  { hours: 6, label: "Every 6 hours" }, { hours: 1, label: "Hourly" },
];

export function NewWatchlistForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="New watchlist"
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setBusy(true);
        setError(null);
        try {
          const list = await apiFetch<{ id: string }>("/api/watchlists", {
            method: "POST",
            body: { name: String(form.get("name") ?? ""), shared: form.get("shared") === "on", intervalHours: Number(form.get("interval")) },
          });
          router.push(`/watchlists/${list.id}`);
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.detail : "The list could not be made.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField id="watchlist-name" label="Name" error={error} className="min-w-56 flex-1">
        {(control) => <input {...control} name="name" required maxLength={100} className={controlClassName} />}
      </FormField>
      <FormField id="watchlist-interval" label="Re-check">
        {(control) => (
          <select {...control} name="interval" defaultValue="24" className={controlClassName}>
            {INTERVALS.map((option) => <option key={option.hours} value={option.hours}>{option.label}</option>)}
          </select>
        )}
      </FormField>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="shared" /> Share with the team
      </label>
      <button type="submit" disabled={busy} className={buttonClassName("primary", "control")}>Create watchlist</button>
    </form>
  );
}
