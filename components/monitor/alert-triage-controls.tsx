"use client";
// The triage actions on one alert: acknowledge or withdraw, assign (a labelled select of the colleagues who may see
// the list), comment (bounded as the API bounds it). Each calls the alert's API and refreshes the page's state.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

/** The API's bound on a comment (lib/monitor/triage-store COMMENT_MAX_CHARS; not imported: that module is server-only). */
const COMMENT_MAX_CHARS = 2000;

interface Props { alertId: string; acknowledged: boolean; assignee: string; colleagues: Array<{ username: string; name: string }>; me: string }

export function AlertTriageControls({ alertId, acknowledged, assignee, colleagues, me }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(assignee);
  const [comment, setComment] = useState("");
  const base = `/api/alerts/${encodeURIComponent(alertId)}`;
  const act = async (path: string, init: { method: "POST" | "PUT" | "DELETE"; body?: unknown }, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`${base}${path}`, init);
      after?.();
      router.refresh();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : "The alert was not changed.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Triage" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" disabled={busy} className={buttonClassName("secondary", "control")}
          onClick={() => act("/acknowledge", { method: acknowledged ? "DELETE" : "POST" })}>
          {acknowledged ? "Withdraw acknowledgement" : "Acknowledge"}
        </button>
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => {
          event.preventDefault();
          void act("/assignee", { method: "PUT", body: { assignee: chosen || null } });
        }}>
          <label className="flex flex-col gap-1 text-sm font-medium">Assign to
            <select value={chosen} onChange={(event) => setChosen(event.target.value)} className={controlClassName}>
              <option value="">No one</option>
              {colleagues.map((person) => <option key={person.username} value={person.username}>{person.name}{person.username === me ? " (you)" : ""}</option>)}
            </select>
          </label>
          <button type="submit" disabled={busy} className={buttonClassName("secondary", "control")}>Save assignee</button>
        </form>
      </div>
      <form className="flex flex-col gap-2" onSubmit={(event) => {
        event.preventDefault();
        void act("/comments", { method: "POST", body: { body: comment } }, () => setComment(""));
      }}>
        <label className="flex flex-col gap-1 text-sm font-medium">Comment
          <textarea value={comment} onChange={(event) => setComment(event.target.value)} maxLength={COMMENT_MAX_CHARS} rows={3} required className={controlClassName} />
        </label>
        <button type="submit" disabled={busy || !comment.trim()} className={`${buttonClassName("primary", "control")} self-start`}>Add comment</button>
      </form>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
    </section>
  );
}
