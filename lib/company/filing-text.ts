// Filing descriptions in words, for the Filings tab and the report alike. Companies House descriptions are often
// codes ("appointment-of-director"); the description values add who and when.
import { formatDate } from "@/lib/format/dates";

interface FilingLike {
  description: string | null;
  description_values: { description: string | null; officer_name: string | null; appointment_date: string | null; termination_date: string | null } | null;
}

export function describeFiling(item: FilingLike): string {
  const values = item.description_values;
  const base = values?.description ?? humanise(item.description ?? "No description");
  const extra = [values?.officer_name, values?.appointment_date && `appointed ${formatDate(values.appointment_date)}`, values?.termination_date && `terminated ${formatDate(values.termination_date)}`].filter(Boolean);
  return extra.length ? `${base} (${extra.join(", ")})` : base;
}

/** Companies House codes ("appointment-of-director") as words; other text as it came. */
export function humanise(text: string): string {
  if (!/^[a-z0-9-]+$/.test(text)) return text;
  const words = text.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
