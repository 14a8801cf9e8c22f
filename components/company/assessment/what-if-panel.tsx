"use client";
// The what-if: a form prefilled with the latest year's figures (those the models and the policy read), where an
// analyst enters draft or stressed figures for one year and sees the scores, band and limit they would give beside
// the recorded ones. Nothing is saved: the server works it out and records only that it was asked.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Section } from "@/components/ui/section";
import type { Assessment } from "@/lib/assessment/assessment";
import { WHAT_IF_FIELDS } from "@/lib/assessment/what-if-fields";
import { ApiError } from "@/lib/queries/api-fetch";
import { runWhatIf, type WhatIfDraft } from "@/lib/queries/what-if-queries";
import { WhatIfResult } from "./what-if-result";

type Errors = Partial<Record<string, string>>;

/** The latest year's figures as the assessment read them; intangibles from the limit when it read that year. */
function latestFigures(assessment: Assessment): { yearEnded: string; figures: Record<string, string> } {
  const yearEnded = assessment.models[0]?.years.at(-1)?.yearEnded ?? new Date().toISOString().slice(0, 10);
  const figures: Record<string, string> = {};
  for (const model of assessment.models) {
    const year = model.years.find((item) => item.yearEnded === yearEnded);
    for (const [field, value] of Object.entries(year?.inputs ?? {})) figures[field] = String(value);
  }
  const limit = assessment.creditLimit;
  if (limit?.basis.yearEnded === yearEnded && limit.basis.inputs.intangiblesFiled) figures.intangibleAssets = String(limit.basis.inputs.intangibleAssets);
  return { yearEnded, figures };
}

/** Figures as typed: a number when one reads, else the text (the server names it); empty ones are left as filed. */
function figuresAsTyped(typed: Record<string, string>): WhatIfDraft["figures"] {
  const figures: WhatIfDraft["figures"] = {};
  for (const field of WHAT_IF_FIELDS) {
    const text = (typed[field] ?? "").trim().replace(/[£,\s]/g, "");
    if (text === "") continue;
    const value = Number(text);
    figures[field] = Number.isFinite(value) ? value : typed[field];
  }
  return figures;
}

/** The server's refusal beside the control it names ("figures.turnover", "yearEnded"), else under the form. */
function errorsOf(error: Error): Errors {
  if (!(error instanceof ApiError)) return { form: error.message };
  const field = error.parameter?.replace(/^figures\./, "");
  return field && (field === "yearEnded" || WHAT_IF_FIELDS.includes(field)) ? { [field]: error.detail } : { form: error.detail };
}

export function WhatIfPanel({ crn, assessment }: { crn: string; assessment: Assessment }) {
  const [initial] = useState(() => latestFigures(assessment));
  const [yearEnded, setYearEnded] = useState(initial.yearEnded);
  const [typed, setTyped] = useState<Record<string, string>>(initial.figures);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: (draft: WhatIfDraft) => runWhatIf(crn, draft), onError: (error) => setErrors(errorsOf(error)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    mutation.mutate({ yearEnded, figures: figuresAsTyped(typed) });
  }

  return (
    <Section title="What if" id="what-if">
      <p className="mb-3 text-sm text-ink-muted">
        Enter draft or stressed figures for one year (prefilled with the latest filed year&apos;s) and work out the scores, band and
        limit they would give under the policy in force. A figure left empty stays as filed. Nothing is saved.
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="what-if-heading" className="space-y-3">
        <FormField id="what-if-year" label="Year ended" hint="Between the oldest filed year end and 18 months after the latest" error={errors.yearEnded} className="max-w-xs">
          {(control) => <input {...control} type="date" className={controlClassName} value={yearEnded} onChange={(event) => setYearEnded(event.target.value)} />}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {WHAT_IF_FIELDS.map((field) => (
            <FormField key={field} id={`what-if-${field}`} label={<><span className="font-mono text-xs">{field}</span> (£)</>} error={errors[field]}>
              {(control) => (
                <input {...control} inputMode="decimal" autoComplete="off" className={controlClassName} value={typed[field] ?? ""}
                  onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))} />
              )}
            </FormField>
          ))}
        </div>
        {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
        <Button type="submit" variant="primary" disabled={mutation.isPending}>{mutation.isPending ? "Working it out…" : "Work it out"}</Button>
      </form>
      <div aria-live="polite">
        {mutation.data && !mutation.isPending && <WhatIfResult actual={assessment} whatIf={mutation.data} />}
      </div>
    </Section>
  );
}
