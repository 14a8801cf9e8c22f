"use client";
// Takes a company off this list, or moves it to another list the user may edit (one transaction on the server, so it
// is never on neither list). The company is named by its number, as on the company page and in the bulk add.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export function RemoveOrMoveCompany({ listId, targets }: { listId: string; targets: ReadonlyArray<{ id: string; name: string }> }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const act = async (form: HTMLFormElement, move: boolean) => {
    const data = new FormData(form);
    const crn = encodeURIComponent(String(data.get("companyNumber") ?? "").trim());
    setError(null);
    setMessage(null);
    try {
      if (move) {
        await apiFetch(`/api/watchlists/${listId}/companies/${crn}/move`, { method: "POST", body: { to: String(data.get("to") ?? "") } });
        setMessage("Moved.");
      } else {
        await apiFetch(`/api/watchlists/${listId}/companies/${crn}`, { method: "DELETE" });
        setMessage("Removed.");
      }
      router.refresh();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : "The company could not be changed.");
    }
  };
  return (
    <form
      aria-label="Remove or move a company"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        void act(event.currentTarget, submitter?.getAttribute("value") === "move");
      }}
    >
      <FormField id="change-company" label="Company number" error={error}>
        {(control) => <input {...control} name="companyNumber" required maxLength={20} autoComplete="off" className={controlClassName} />}
      </FormField>
      <button type="submit" name="action" value="remove" className={buttonClassName("secondary", "control")}>Remove from this list</button>
      {targets.length > 0 && (
        <>
          <FormField id="move-to" label="Move to">
            {(control) => (
              <select {...control} name="to" className={controlClassName}>
                {targets.map((target) => <option key={target.id} value={target.id}>{target.name}</option>)}
              </select>
            )}
          </FormField>
          <button type="submit" name="action" value="move" className={buttonClassName("secondary", "control")}>Move</button>
        </>
      )}
      {message && <p role="status" className="w-full text-sm text-ink-muted">{message}</p>}
    </form>
  );
}
