"use client";
// The form that records a decision. No outcome is preselected: the analyst picks one. It shows the suggested limit
// and the policy version it comes from; when the outcome and amount depart from the policy (approving with no
// suggested limit, or granting more), the override reason appears and is required. The server is the judge: it
// works the verdict out again from the data service's answer of now, and its refusal is shown beside the field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { DECISION_OUTCOMES, needsOverride, OUTCOME_LABELS, type DecisionOutcome } from "@/lib/decisions/decision-terms";
import { formatSterlingFull } from "@/lib/format/money";
import { ApiError } from "@/lib/queries/api-fetch";
import { companyDecisionsQuery, recordDecision } from "@/lib/queries/assessment-queries";

function nextYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

const FIELDS = ["outcome", "conditions", "limitGranted", "reviewDate", "rationale", "overrideReason"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | "form", string>>;

/** The server's refusal beside the control of the field it names, or under the form when it names none of them. */
function errorsOf(error: Error): Errors {
  if (!(error instanceof ApiError)) return { form: error.message };
  const field = FIELDS.find((name) => name === error.parameter);
  return field ? { [field]: error.detail } : { form: error.detail };
}

/** Pounds as typed: a number when it reads as one, else the text itself, so the server names it (NaN would be sent as null). */
function limitAsTyped(text: string): number | string | null {
  const trimmed = text.trim().replace(/[£,\s]/g, "");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}

interface DecisionFormProps {
  crn: string;
  suggestedLimit: number | null;
  policyVersion: number | null;
  /** Whether the assessment has answered: until then nothing is known of the suggestion, so no override is assumed. */
  assessed: boolean;
}

export function DecisionForm({ crn, suggestedLimit, policyVersion, assessed }: DecisionFormProps) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [overrideReason, setOverrideReason] = useState("");
  const [limit, setLimit] = useState(suggestedLimit == null ? "" : String(suggestedLimit));
  const [conditions, setConditions] = useState("");
  const [reviewDate, setReviewDate] = useState(nextYear);
  const [rationale, setRationale] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  // The assessment may answer after the form is drawn: its suggestion fills the limit only if nothing was typed.
  useEffect(() => {
    if (suggestedLimit != null) setLimit((typed) => (typed === "" ? String(suggestedLimit) : typed));
  }, [suggestedLimit]);
  const mutation = useMutation({
    mutationFn: (draft: Parameters<typeof recordDecision>[1]) => recordDecision(crn, draft),
    onSuccess: async () => {
      setRationale("");
      setConditions("");
      setOverrideReason("");
      setOutcome(null);
      setSaved(true);
      await client.invalidateQueries({ queryKey: companyDecisionsQuery(crn).queryKey });
    },
    onError: (error) => setErrors(errorsOf(error)),
  });

  const typed = limitAsTyped(limit);
  const overriding = assessed && outcome != null && needsOverride(outcome, typeof typed === "number" ? typed : null, suggestedLimit);
  // Shown when this form works out an override, or when the server said one is needed.
  const showOverride = overriding || Boolean(errors.overrideReason);
  const suggestion = suggestedLimit == null ? "No suggested limit" : `Suggested ${formatSterlingFull(suggestedLimit)}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setErrors({});
    mutation.mutate({
      outcome, conditions: conditions || null, limitGranted: limitAsTyped(limit), reviewDate, rationale,
      overrideReason: showOverride ? overrideReason || null : null,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="decision-form-heading" className="space-y-3 rounded-md border border-line p-3">
      <h3 id="decision-form-heading" className="font-semibold">Record a decision</h3>
      <p className="text-sm text-ink-muted">A new decision supersedes the one in force; every decision stays in the history and the audit trail.</p>
      <p data-testid="decision-suggestion" className="text-sm">
        {suggestion}{policyVersion != null ? ` (credit policy v${policyVersion})` : ""}.
      </p>
      <fieldset aria-describedby={errors.outcome ? "decision-outcome-error" : undefined} className="space-y-1">
        <legend className="text-sm font-medium">Decision</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {DECISION_OUTCOMES.map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" name="decision-outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} />
              {OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.outcome && <p id="decision-outcome-error" className="text-sm text-danger">{errors.outcome}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="decision-limit" label="Limit granted (£)" hint={suggestion} error={errors.limitGranted}>
          {(control) => <input {...control} inputMode="numeric" className={controlClassName} value={limit} onChange={(event) => setLimit(event.target.value)} />}
        </FormField>
        <FormField id="decision-review" label="Review date" error={errors.reviewDate}>
          {(control) => <input {...control} type="date" className={controlClassName} value={reviewDate} onChange={(event) => setReviewDate(event.target.value)} />}
        </FormField>
      </div>
      <FormField id="decision-conditions" label="Conditions" hint="Required when approving with conditions" error={errors.conditions}>
        {(control) => <textarea {...control} rows={2} className={controlClassName} value={conditions} onChange={(event) => setConditions(event.target.value)} />}
      </FormField>
      {showOverride && (
        <FormField id="decision-override" label="Override reason" error={errors.overrideReason}
          hint={suggestedLimit == null ? "Required: the policy gives this company no limit" : `Required: more than the suggested ${formatSterlingFull(suggestedLimit)}`}>
          {(control) => <textarea {...control} rows={2} required className={controlClassName} value={overrideReason} onChange={(event) => setOverrideReason(event.target.value)} />}
        </FormField>
      )}
      <FormField id="decision-rationale" label="Rationale" error={errors.rationale}>
        {(control) => <textarea {...control} rows={3} className={controlClassName} value={rationale} onChange={(event) => setRationale(event.target.value)} />}
      </FormField>
      {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
      {saved && <p role="status" className="text-sm text-success">Decision recorded.</p>}
      <Button type="submit" variant="primary" size="control" disabled={mutation.isPending}>{mutation.isPending ? "Recording…" : "Record decision"}</Button>
    </form>
  );
}

