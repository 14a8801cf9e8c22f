// The Financials tab's years, ratios and growth, computed by the same lib/financials functions the tab uses.
import { cagr } from "@/lib/financials/growth";
import { RATIO_KEYS, notMeaningfulReason, readingValue } from "@/lib/financials/ratio-rules";
import { DERIVED_FIGURE_KEYS, derivedFigureRows } from "@/lib/financials/derived-figures";
import { LINE_ITEM_GROUPS } from "@/lib/financials/line-items";
import { ratioReadingRows } from "@/lib/financials/ratios";
import { accountYears } from "@/lib/financials/years";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { accountsFigures, FINANCIAL_FIELDS } from "@/lib/company/columns/accounts";
import type { SectionData } from "../model";
import { reportSource, type SourceContext } from "./sources";

export function financials(profile: CompanyProfile, sources?: SourceContext): SectionData<"financials"> {
  const years = accountYears(profile.statutoryAccounts);
  const readings = ratioReadingRows(years, profile.financialRatios);
  const derived = derivedFigureRows(years);
  const lineItemFields = LINE_ITEM_GROUPS.flatMap((group) => group.items.map((item) => item.field));
  const growth = FINANCIAL_FIELDS.flatMap(({ field }) => {
    const result = cagr(years.map((year) => ({ date: year.date, value: year.accounts[field] })));
    return result
      ? [{ field, rate: result.rate, from: result.from.toISOString().slice(0, 10), to: result.to.toISOString().slice(0, 10), years: result.years }]
      : [];
  });
  return {
    years: years.map((year, index) => ({
      yearEnd: year.key,
      label: year.label,
      values: accountsFigures(year.accounts),
      ratios: Object.fromEntries(RATIO_KEYS.map((key) => [key, readingValue(readings[index][key])])) as Record<(typeof RATIO_KEYS)[number], number | null>,
      notMeaningful: Object.fromEntries([
        ...RATIO_KEYS.map((key): [string, string | null] => [key, notMeaningfulReason(readings[index][key])]),
        ...DERIVED_FIGURE_KEYS.map((key): [string, string | null] => [key, notMeaningfulReason(derived[index][key])]),
      ].filter((entry): entry is [string, string] => entry[1] !== null)),
      derived: Object.fromEntries(DERIVED_FIGURE_KEYS.map((key) => [key, readingValue(derived[index][key])])) as Record<(typeof DERIVED_FIGURE_KEYS)[number], number | null>,
      derivedBasis: Object.fromEntries(DERIVED_FIGURE_KEYS.flatMap((key) => {
        const reading = derived[index][key];
        return "basis" in reading && reading.basis ? [[key, reading.basis]] : [];
      })),
      lineItems: Object.fromEntries(lineItemFields.map((field) => [field, year.accounts[field] ?? null])),
      ...(sources ? { source: reportSource(sources, year.key) } : {}),
    })),
    growth,
  };
}
