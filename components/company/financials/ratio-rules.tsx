// How each ratio is computed and when it is withheld as n/m, read from the one table in lib/financials.
import { RATIO_KEYS, RATIO_RULES } from "@/lib/financials/ratio-rules";

export function RatioRules() {
  return (
    <details className="mt-2 text-sm" data-print="hide">
      <summary className="cursor-pointer font-medium text-brand">How the ratios are computed</summary>
      <dl className="mt-2 space-y-2">
        {RATIO_KEYS.map((key) => (
          <div key={key}>
            <dt className="font-medium">{RATIO_RULES[key].label}</dt>
            <dd className="text-ink-muted">{RATIO_RULES[key].formula}. Shown as n/m (not meaningful) when {lowerFirst(RATIO_RULES[key].notMeaningfulWhen)}.</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
