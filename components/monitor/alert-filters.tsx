"use client";
// The inbox's filters and order, kept in the URL through nuqs (lib/url-state), so a filtered inbox can be shared and
// survives reload and back/forward; the server renders the alerts from the same parameters (not shallow). A select or
// checkbox applies at once, the company number on Apply.
import { parseAsString } from "nuqs";
import type { FormEvent, ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { useUrlState } from "@/lib/url-state/use-url-state";

export const ALERT_FILTER_FIELDS = ["companyNumber", "watchlist", "kind", "severity", "sort", "unread", "assigned", "acknowledged"] as const;
type Field = (typeof ALERT_FILTER_FIELDS)[number];
// As the server reads them (readAlertFilter judges each value and names a wrong one).
const URL_STATE = Object.fromEntries(ALERT_FILTER_FIELDS.map((field) => [field, parseAsString])) as Record<Field, typeof parseAsString>;

interface Option { value: string; label: string }

export function AlertFilters({ lists, kinds, severities, children }: { lists: Option[]; kinds: Option[]; severities: Option[]; children?: ReactNode }) {
  const { values, set } = useUrlState(URL_STATE, { shallow: false });
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    // An empty field means "any": it is left out of the URL.
    set(Object.fromEntries(ALERT_FILTER_FIELDS.map((field) => [field, String(data.get(field) ?? "").trim() || null])) as never);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  // Controlled by the URL's values (nuqs answers a change at once), so a control keeps its focus as it applies.
  const setOne = (name: Field, value: string) => set({ [name]: value || null } as never);
  const select = (name: Field, label: string, any: string, options: Option[]) => (
    <label className="flex flex-col gap-1 text-sm font-medium">{label}
      <select name={name} value={values[name] ?? ""} onChange={(event) => setOne(name, event.target.value)} className={controlClassName}>
        <option value="">{any}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </label>
  );
  const check = (name: Field, value: string, label: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={value} checked={values[name] === value} onChange={(event) => setOne(name, event.target.checked ? value : "")} /> {label}
    </label>
  );
  return (
    <form method="get" aria-label="Filter alerts" className="flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
      <label className="flex flex-col gap-1 text-sm font-medium">Company number
        {/* Keyed by the URL's value, so that back/forward shows it as the URL says; typing applies on Apply. */}
        <input key={values.companyNumber ?? ""} type="text" name="companyNumber" defaultValue={values.companyNumber ?? ""} className={controlClassName} />
      </label>
      {select("watchlist", "Watchlist", "All lists", lists)}
      {select("kind", "Kind", "Every kind", kinds)}
      {select("severity", "Severity", "Every level", severities)}
      {select("sort", "Order", "Newest first", [{ value: "severity", label: "Red first" }])}
      {check("unread", "true", "Unread only")}
      {check("assigned", "me", "Assigned to me")}
      {check("acknowledged", "false", "Unacknowledged only")}
      <button type="submit" className={buttonClassName("secondary", "control")}>Apply</button>
      {children}
    </form>
  );
}
