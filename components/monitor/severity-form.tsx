"use client";
// The alert severity mapping: each cause's level, read by everyone; an admin changes levels, says why, and saves a new
// version (PUT /api/alert-severity). The server's refusal is shown beside the control it names.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";
import { ALERT_CAUSE_LABELS, ALERT_CAUSES, SEVERITIES, SEVERITY_LABELS, type SeverityMapping } from "@/lib/monitor/severity";

export function SeverityForm({ mapping, version, canEdit }: { mapping: SeverityMapping; version: number; canEdit: boolean }) {
  const router = useRouter();
  const [levels, setLevels] = useState<SeverityMapping>(mapping);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<{ detail: string; parameter: string | null } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const written = await apiFetch<{ version: number }>("/api/alert-severity", { method: "PUT", body: { mapping: levels, reason, basedOn: version } });
      setSaved(written.version);
      setReason("");
      router.refresh();
    } catch (error) {
      setProblem(error instanceof ApiError ? { detail: error.detail, parameter: error.parameter } : { detail: "The change could not be saved.", parameter: null });
    } finally {
      setBusy(false);
    }
  }

  const fault = (field: string) => (problem?.parameter === field ? problem.detail : null);
  return (
    <form onSubmit={save} aria-label="Alert severity levels" className="flex flex-col gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!canEdit}>
        <legend className="mb-2 text-sm text-ink-muted">
          {canEdit ? "Choose the level of each kind of change." : "Only an admin can change the levels."}
        </legend>
        {ALERT_CAUSES.map((cause) => (
          <label key={cause} className="flex flex-col gap-1 text-sm font-medium">{ALERT_CAUSE_LABELS[cause]}
            <select
              name={cause}
              value={levels[cause]}
              onChange={(event) => setLevels({ ...levels, [cause]: event.target.value as SeverityMapping[typeof cause] })}
              className={controlClassName}
              aria-invalid={fault(`mapping.${cause}`) ? true : undefined}
            >
              {SEVERITIES.map((level) => <option key={level} value={level}>{SEVERITY_LABELS[level]}</option>)}
            </select>
            {fault(`mapping.${cause}`) && <span className="text-xs text-danger">{fault(`mapping.${cause}`)}</span>}
          </label>
        ))}
      </fieldset>
      {canEdit && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">Why this change
            <textarea name="reason" value={reason} onChange={(event) => setReason(event.target.value)} rows={2}
              className={controlClassName} aria-invalid={fault("reason") ? true : undefined} />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={busy} className={buttonClassName("primary", "control")}>Save as a new version</button>
            {saved != null && <p role="status" className="text-sm">Saved as version {saved}.</p>}
          </div>
        </>
      )}
      {problem && <p role="alert" className="text-sm text-danger">{problem.parameter ? `${problem.parameter}: ` : ""}{problem.detail}</p>}
    </form>
  );
}
