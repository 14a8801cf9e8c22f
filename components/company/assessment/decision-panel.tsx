"use client";
// The analyst's decision: the one in force, the form that records a new one (superseding it), and the history,
// newest first. The server's schema is the one judge of the form: a refusal names the field, shown beside it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { DECISION_OUTCOMES, OUTCOME_LABELS, type DecisionOutcome } from "@/lib/decisions/decision-terms";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { ApiError } from "@/lib/queries/api-fetch";
import { companyDecisionsQuery, recordDecision } from "@/lib/queries/assessment-queries";

export function DecisionPanel({ crn, suggestedLimit }: { crn: string; suggestedLimit: number | null }) {
  const decisions = useQuery(companyDecisionsQuery(crn));
  return (
    <Section title="Decision" id="decision">
      <QueryState query={decisions} label="decisions">
        {(data) => (
          <div className="space-y-4">
            {data.current ? <CurrentDecision decision={data.current} /> : <p className="text-ink-muted">No decision recorded yet.</p>}
            <DecisionForm crn={crn} suggestedLimit={suggestedLimit} />
            <DecisionHistory items={data.items} />
          </div>
        )}
      </QueryState>
    </Section>
  );
}

function CurrentDecision({ decision }: { decision: CompanyDecision }) {
  return (
    <div data-testid="current-decision" className="rounded-md border-l-4 border-brand bg-surface-raised p-3">
      <p className="font-semibold">In force: {OUTCOME_LABELS[decision.outcome]}{decision.limitGranted != null ? `, limit ${formatSterlingFull(decision.limitGranted)}` : ""}</p>
      <p className="text-sm">Review by {formatDate(decision.reviewDate)}. Recorded by {decision.author} on {formatDate(decision.at)}.</p>
      {decision.conditions && <p className="text-sm">Conditions: {decision.conditions}</p>}
      <p className="mt-1 text-sm whitespace-pre-wrap">{decision.rationale}</p>
    </div>
  );
}

function nextYear(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

const FIELDS = ["outcome", "conditions", "limitGranted", "reviewDate", "rationale"] as const;
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

function DecisionForm({ crn, suggestedLimit }: { crn: string; suggestedLimit: number | null }) {
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<DecisionOutcome>("approve");
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
      setSaved(true);
      await client.invalidateQueries({ queryKey: companyDecisionsQuery(crn).queryKey });
    },
    onError: (error) => setErrors(errorsOf(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setErrors({});
    mutation.mutate({ outcome, conditions: conditions || null, limitGranted: limitAsTyped(limit), reviewDate, rationale });
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="decision-form-heading" className="space-y-3 rounded-md border border-line p-3">
      <h3 id="decision-form-heading" className="font-semibold">Record a decision</h3>
      <p className="text-sm text-ink-muted">A new decision supersedes the one in force; every decision stays in the history and the audit trail.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="decision-outcome" label="Decision" error={errors.outcome}>
          {(control) => (
            <select {...control} className={controlClassName} value={outcome} onChange={(event) => setOutcome(event.target.value as DecisionOutcome)}>
              {DECISION_OUTCOMES.map((value) => <option key={value} value={value}>{OUTCOME_LABELS[value]}</option>)}
            </select>
          )}
        </FormField>
        <FormField id="decision-limit" label="Limit granted (£)" hint={suggestedLimit == null ? "No suggested limit" : `Suggested ${formatSterlingFull(suggestedLimit)}`} error={errors.limitGranted}>
          {(control) => <input {...control} inputMode="numeric" className={controlClassName} value={limit} onChange={(event) => setLimit(event.target.value)} />}
        </FormField>
        <FormField id="decision-review" label="Review date" error={errors.reviewDate}>
          {(control) => <input {...control} type="date" className={controlClassName} value={reviewDate} onChange={(event) => setReviewDate(event.target.value)} />}
        </FormField>
      </div>
      <FormField id="decision-conditions" label="Conditions" hint="Required when approving with conditions" error={errors.conditions}>
        {(control) => <textarea {...control} rows={2} className={controlClassName} value={conditions} onChange={(event) => setConditions(event.target.value)} />}
      </FormField>
      <FormField id="decision-rationale" label="Rationale" error={errors.rationale}>
        {(control) => <textarea {...control} rows={3} className={controlClassName} value={rationale} onChange={(event) => setRationale(event.target.value)} />}
      </FormField>
      {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
      {saved && <p role="status" className="text-sm text-success">Decision recorded.</p>}
      <Button type="submit" variant="primary" size="control" disabled={mutation.isPending}>{mutation.isPending ? "Recording…" : "Record decision"}</Button>
    </form>
  );
}

function DecisionHistory({ items }: { items: CompanyDecision[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">History</h3>
      <ol data-testid="decision-history" className="space-y-2">
        {items.map((decision, index) => (
          <li key={decision.id} className="rounded-md border border-line p-2 text-sm">
            <p>
              <span className="font-medium">{OUTCOME_LABELS[decision.outcome]}</span>
              {decision.limitGranted != null ? `, ${formatSterlingFull(decision.limitGranted)}` : ""}; review by {formatDate(decision.reviewDate)}
              <span className="text-ink-muted"> — {decision.author}, {new Date(decision.at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC{index > 0 ? " (superseded)" : ""}</span>
            </p>
            {decision.conditions && <p>Conditions: {decision.conditions}</p>}
            <p className="whitespace-pre-wrap">{decision.rationale}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
