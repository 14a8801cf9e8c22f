"use client";
// The labelled filter controls above a long table and the line saying how many rows it shows, alike on every table.
import type { ReactNode } from "react";
import { controlClassName, FormField } from "./form-field";

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectFilter({ id, label, value, options, onChange }: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} className="w-full sm:w-auto sm:max-w-72">
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)} className={controlClassName}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      )}
    </FormField>
  );
}

/** Free text typed into the URL as it is typed (replacing, not pushing, history entries). */
export function TextFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FormField id={id} label={label} className="w-full sm:w-72">
      {(control) => <input {...control} type="search" defaultValue={value} onChange={(event) => onChange(event.target.value)} className={controlClassName} />}
    </FormField>
  );
}

/** "32 of 322 officers shown", announced politely as filters change. */
export function ShownCount({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  return (
    <p className="text-sm text-ink-muted tabular-nums" aria-live="polite" data-testid="shown-count">
      {shown === total ? `${shown} ${noun}` : `${shown} of ${total} ${noun} shown`}
    </p>
  );
}
