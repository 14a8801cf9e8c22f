"use client";
// An analyst's review of one match: false positive (the reason is required: the next analyst must see why it was
// dismissed) or confirmed (a reason may be given). The server's schema judges the review and names a refused field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/queries/api-fetch";
import { companyScreeningQuery, reviewMatch, type ReviewDraft } from "@/lib/queries/screening-queries";
import type { ReviewVerdict } from "@/lib/screening/review-input";

const VERDICTS: ReadonlyArray<{ value: ReviewVerdict; label: string }> = [
  { value: "false-positive", label: "False positive: not this subject" },
  { value: "confirmed", label: "Confirmed: this subject is the listed entity" },
];

export function ReviewForm({ crn, subject, entityId, entityCaption }: { crn: string; subject: ReviewDraft["subject"]; entityId: string; entityCaption: string }) {
  const id = useId();
  const client = useQueryClient();
  const [verdict, setVerdict] = useState<ReviewVerdict | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: (draft: ReviewDraft) => reviewMatch(crn, draft),
    onSuccess: async () => {
      setReason("");
      setVerdict(null);
      setSaved(true);
      await client.invalidateQueries({ queryKey: companyScreeningQuery(crn).queryKey });
    },
    onError: (failure) => setError(failure instanceof ApiError ? { field: failure.parameter, message: failure.detail } : { field: null, message: failure.message }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    if (!verdict) {
      setError({ field: "verdict", message: "Choose false positive or confirmed." });
      return;
    }
    mutation.mutate({ subject, entityId, verdict, reason });
  }

  const verdictError = error?.field === "verdict" ? error.message : null;
  const reasonError = error && error.field !== "verdict" ? error.message : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={`Review the match of ${subject.name} with ${entityCaption}`} data-testid="review-form">
      <fieldset aria-describedby={verdictError ? `${id}-verdict-error` : undefined} aria-invalid={verdictError ? true : undefined}>
        <legend className="text-sm font-medium text-ink">Your review</legend>
        <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-4">
          {VERDICTS.map((option) => (
            <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
              <input type="radio" name={`${id}-verdict`} value={option.value} checked={verdict === option.value} onChange={() => setVerdict(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
        {verdictError ? <p id={`${id}-verdict-error`} className="text-sm text-danger">{verdictError}</p> : null}
      </fieldset>
      <FormField id={`${id}-reason`} label="Reason" hint="Required for a false positive; kept with your name, the time and the list version." error={reasonError}>
        {(control) => <textarea {...control} rows={2} className={controlClassName} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? "Recording…" : "Record review"}</Button>
        {saved ? <p role="status" className="text-sm text-success">Review recorded.</p> : null}
      </div>
    </form>
  );
}
