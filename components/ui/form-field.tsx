// A labelled form control with an optional hint and error, wired together by ids so that a screen reader reads the
// label, the hint and the reason a value was refused when the control takes focus.
import type { ReactNode } from "react";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Shared look of text inputs and selects inside a FormField. */
export const controlClassName =
  "min-h-10 w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-invalid:border-danger";

export function FormField({ id, label, hint, error, className = "", children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, ...(error ? { "aria-invalid": true as const } : {}) })}
      {hint ? <p id={hintId} className="text-xs text-ink-muted">{hint}</p> : null}
      {error ? <p id={errorId} className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}
