// One field of the policy form: a labelled control fitting how the field is entered (a percentage, pounds, months, a
// band, a sentence, a switch), with the server's reason beside it when it refused the value.
import { controlClassName, FormField } from "@/components/ui/form-field";
import type { PolicyField } from "@/lib/policy/policy-form-fields";

export const fieldId = (path: string) => `policy-${path.replaceAll(".", "-")}`;

const NUMBER_RULES: Partial<Record<PolicyField["kind"], { min: number; max?: number; step: string }>> = {
  percent: { min: 0, max: 100, step: "any" },
  pounds: { min: 0, step: "1" },
  "optional-pounds": { min: 0, step: "1" },
  months: { min: 0, max: 12, step: "any" },
  whole: { min: 0, step: "1" },
};

interface Props {
  field: PolicyField;
  value: string | boolean;
  error: string | null;
  onChange: (value: string | boolean) => void;
}

export function PolicyFieldControl({ field, value, error, onChange }: Props) {
  const id = fieldId(field.path);
  if (field.kind === "switch") {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)}
            aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} className="mt-0.5 size-4 shrink-0 accent-brand" />
          <span>{field.label}</span>
        </label>
        {error ? <p id={`${id}-error`} className="text-sm text-danger">{error}</p> : null}
      </div>
    );
  }
  const text = String(value);
  return (
    <FormField id={id} label={field.label} hint={field.hint} error={error}>
      {(control) => {
        if (field.kind === "band") {
          return (
            <select {...control} value={text} onChange={(event) => onChange(event.target.value)} className={controlClassName}>
              <option value="low">Low</option>
              <option value="moderate">Moderate</option>
              <option value="high">High</option>
            </select>
          );
        }
        if (field.kind === "sentence") {
          return <textarea {...control} value={text} rows={2} required onChange={(event) => onChange(event.target.value)} className={controlClassName} />;
        }
        const rules = NUMBER_RULES[field.kind];
        return (
          <input {...control} type="number" inputMode="decimal" value={text} min={rules?.min} max={rules?.max} step={rules?.step}
            required={field.kind !== "optional-pounds"} onChange={(event) => onChange(event.target.value)} className={controlClassName} />
        );
      }}
    </FormField>
  );
}
