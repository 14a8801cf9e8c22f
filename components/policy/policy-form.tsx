"use client";
// The admin's form: every field of the policy in force, grouped as the schema is, and a required "Why this change".
// It PUTs the whole policy with the version it was opened on; the server is the one judge of a value, and its
// refusal is shown beside the field it names (a percentage field says it takes percentages), a conflict in words.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Section } from "@/components/ui/section";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";
import { formValuesToPolicy, POLICY_FIELD_GROUPS, POLICY_FIELDS, policyToFormValues, type PolicyFormValues } from "@/lib/policy/policy-form-fields";
import type { PolicyVersionView } from "@/lib/policy/version-view";
import { fieldId, PolicyFieldControl } from "./policy-field-control";

const REASON_ID = "policy-reason";

interface Props {
  inForce: PolicyVersionView;
  onSaved: (written: PolicyVersionView) => void;
  onReload: () => void;
}

type Refusal = { kind: "field"; path: string; message: string } | { kind: "conflict"; message: string } | { kind: "form"; message: string };

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { kind: "form", message: (error as Error).message };
  if (error.status === 409) return { kind: "conflict", message: error.detail };
  const path = error.parameter?.replace(/^policy\./, "") ?? null;
  const field = POLICY_FIELDS.find((candidate) => candidate.path === path);
  if (field) {
    const unit = field.kind === "percent" ? " (this field takes a percentage, 0 to 100)" : "";
    return { kind: "field", path: field.path, message: `${error.detail}${unit}` };
  }
  if (error.parameter === "reason") return { kind: "field", path: "reason", message: error.detail };
  return { kind: "form", message: error.detail };
}

export function PolicyForm({ inForce, onSaved, onReload }: Props) {
  const [values, setValues] = useState<PolicyFormValues>(() => policyToFormValues(inForce.policy));
  const [reason, setReason] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const errorFor = (path: string) => (refusal?.kind === "field" && refusal.path === path ? refusal.message : null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setSaving(true);
    try {
      const body = { policy: formValuesToPolicy(values), reason, basedOn: inForce.version };
      onSaved(await apiFetch<PolicyVersionView>("/api/policy", { method: "PUT", body }));
    } catch (error) {
      const found = refusalOf(error);
      setRefusal(found);
      if (found.kind === "field") document.getElementById(found.path === "reason" ? REASON_ID : fieldId(found.path))?.focus();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={`Change the policy (editing v${inForce.version})`} id="policy-edit">
      <form onSubmit={save} aria-label="Change the credit policy" className="flex flex-col gap-5">
        {POLICY_FIELD_GROUPS.map((group) => (
          <fieldset key={group.id} className="flex min-w-0 flex-col gap-3 rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{group.title}</legend>
            <p className="text-xs text-ink-muted">{group.intro}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {group.fields.map((field) => (
                <PolicyFieldControl key={field.path} field={field} value={values[field.path] ?? ""} error={errorFor(field.path)}
                  onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))} />
              ))}
            </div>
          </fieldset>
        ))}
        <FormField id={REASON_ID} label="Why this change" hint="Kept with the version for ever, and in the audit trail." error={errorFor("reason")}>
          {(control) => <textarea {...control} value={reason} rows={3} required onChange={(event) => setReason(event.target.value)} className={controlClassName} />}
        </FormField>
        {refusal?.kind === "conflict" ? (
          <div role="alert" className="flex flex-col gap-2 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            <p>{refusal.message}</p>
            <Button onClick={onReload} className="self-start">Load the policy in force (your edits are dropped)</Button>
          </div>
        ) : null}
        {refusal?.kind === "form" ? <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{refusal.message}</p> : null}
        {refusal?.kind === "field" ? <p role="alert" className="text-sm text-danger">Not saved: {refusal.message}</p> : null}
        <Button type="submit" variant="primary" size="control" disabled={saving} className="self-start">
          {saving ? "Saving…" : "Save as a new version"}
        </Button>
      </form>
    </Section>
  );
}
