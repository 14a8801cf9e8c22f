import type { AccountYear } from "@/lib/financials/years";
import type { AccountNumberField } from "@/lib/financials/years";
import { yoy } from "@/lib/financials/growth";
import { formatDate } from "@/lib/format/dates";
import { formatSterling } from "@/lib/format/money";
import { formatChange, formatInteger } from "@/lib/format/numbers";
import { cx } from "@/components/ui/cx";

const FIGURES: Array<{ field: AccountNumberField; label: string; money: boolean }> = [
  { field: "turnover", label: "Turnover", money: true },
  { field: "profitBeforeTax", label: "Pre-tax profit", money: true },
  { field: "netWorth", label: "Net worth", money: true },
  { field: "totalAssets", label: "Total assets", money: true },
  { field: "cash", label: "Cash", money: true },
  { field: "numberOfEmployees", label: "Employees", money: false },
];

/** The latest year's headline figures with the change on the year before. */
export function KeyFigures({ years }: { years: readonly AccountYear[] }) {
  const latest = years.at(-1);
  const previous = years.at(-2);
  if (!latest) return <p className="text-ink-muted">No accounts filed, so there are no key figures.</p>;
  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted">Year ended {formatDate(latest.accounts.yearEndDate)}{previous ? `, compared with ${formatDate(previous.accounts.yearEndDate)}` : ""}</p>
      <dl data-testid="key-figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {FIGURES.map(({ field, label, money }) => {
          const value = latest.accounts[field];
          const change = yoy(value, previous ? (previous.accounts[field]) : null);
          return (
            <div key={field} className="rounded-md bg-surface-raised p-3">
              <dt className="text-xs font-medium text-ink-muted">{label}</dt>
              <dd className="text-right text-lg font-semibold tabular-nums">{money ? formatSterling(value) : formatInteger(value)}</dd>
              <dd className={cx("text-right text-xs tabular-nums", change == null ? "text-ink-muted" : change >= 0 ? "text-success" : "text-danger")}>
                {change == null ? "no change figure" : `${formatChange(change)} on the year`}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
