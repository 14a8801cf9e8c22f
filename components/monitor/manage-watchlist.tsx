"use client";
// The owner's controls of a list: rename it, change how often it is re-checked, and delete it after a confirmation
// that says what goes (the list and its companies) and what stays (its alerts, in the audit trail).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";
import { INTERVALS } from "./new-watchlist-form";

export function ManageWatchlist({ listId, name, intervalHours, companyCount, owner, shared, colleaguesMayEdit }: {
  listId: string; name: string; intervalHours: number; companyCount: number;
  /** Only the owner lets colleagues edit and deletes; a colleague allowed to edit renames and re-schedules. */
  owner: boolean; shared: boolean; colleaguesMayEdit: boolean;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const failed = (caught: unknown, fallback: string) => setError(caught instanceof ApiError ? caught.detail : fallback);
  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="Rename and re-schedule"
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setError(null);
          setMessage(null);
          try {
            const allow = owner && shared ? { colleaguesMayEdit: form.get("colleaguesMayEdit") === "on" } : {};
            await apiFetch(`/api/watchlists/${listId}`, {
              method: "PATCH", body: { name: String(form.get("name") ?? ""), intervalHours: Number(form.get("interval")), ...allow },
            });
            setMessage("Saved.");
            router.refresh();
          } catch (caught) {
            failed(caught, "The list could not be saved.");
          }
        }}
      >
        <FormField id="manage-name" label="Name" error={error} className="min-w-56 flex-1">
          {(control) => <input {...control} name="name" required maxLength={100} defaultValue={name} className={controlClassName} />}
        </FormField>
        <FormField id="manage-interval" label="Re-check">
          {(control) => (
            <select {...control} name="interval" defaultValue={String(intervalHours)} className={controlClassName}>
              {INTERVALS.map((option) => <option key={option.hours} value={option.hours}>{option.label}</option>)}
            </select>
          )}
        </FormField>
        {owner && shared && (
          <label className="flex min-h-10 items-center gap-2 text-sm">
            <input type="checkbox" name="colleaguesMayEdit" defaultChecked={colleaguesMayEdit} /> Colleagues may edit
          </label>
        )}
        <button type="submit" className={buttonClassName("secondary", "control")}>Save</button>
      </form>
      {message && <p role="status" className="text-sm text-ink-muted">{message}</p>}
      {!owner ? null : confirming ? (
        <div role="group" aria-labelledby="confirm-delete" className="flex flex-col gap-2 rounded-md border border-line p-3">
          <p id="confirm-delete" className="text-sm">
            Delete &ldquo;{name}&rdquo; and stop watching its {companyCount.toLocaleString("en-GB")} companies? Its alerts are kept in the audit trail.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              className={buttonClassName("primary", "control")}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  await apiFetch(`/api/watchlists/${listId}`, { method: "DELETE" });
                  router.push("/watchlists");
                } catch (caught) {
                  failed(caught, "The list could not be deleted.");
                  setBusy(false);
                }
              }}
            >
              Delete the list
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the confirmation opens on a keyboard press; focus lands on the safe choice */}
            <button type="button" autoFocus className={buttonClassName("secondary", "control")} onClick={() => setConfirming(false)}>Cancel</button>
          </div>
        </div>
      ) : (
        <div><button type="button" className={buttonClassName("ghost", "control")} onClick={() => setConfirming(true)}>Delete list…</button></div>
      )}
    </div>
  );
}
