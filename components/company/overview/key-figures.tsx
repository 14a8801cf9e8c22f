import { keyFigures } from "@/lib/financials/key-figures";
import type { AccountYear } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { formatSterling } from "@/lib/format/money";
import { formatChange, formatInteger } from "@/lib/format/numbers";
import { accountsSource, type FilingLike } from "@/lib/financials/accounts-source";
import { cx } from "@/components/ui/cx";
import { NotMeaningful } from "@/components/charts/not-meaningful";
import { AccountsSourceLine } from "../accounts-source-line";

/** The latest year's headline figures with the change on the year before, each year naming the filing it came from. */
export function KeyFigures({ crn, years, filings }: { crn: string; years: readonly AccountYear[]; filings: readonly FilingLike[] }) {
  const figures = keyFigures(years);
  if (!figures) return <p className="text-ink-muted">No accounts filed, so there are no key figures.</p>;
  const latest = accountsSource(figures.latest.key, filings);
  const previous = figures.previous ? accountsSource(figures.previous.key, filings) : null;
  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted">Year ended {formatDate(figures.latest.accounts.yearEndDate)}{figures.previous ? `, compared with ${formatDate(figures.previous.accounts.yearEndDate)}` : ""}</p>
      <dl data-testid="key-figures" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figures.figures.map(({ field, label, kind, value, change, changeNotMeaningful }) => {
          return (
            <div key={field} className="rounded-md bg-surface-raised p-3">
              <dt className="text-xs font-medium text-ink-muted">{label}</dt>
              <dd className="text-right text-lg font-semibold tabular-nums">{kind === "money" ? formatSterling(value) : formatInteger(value)}</dd>
              <dd className={cx("text-right text-xs tabular-nums", change == null ? "text-ink-muted" : change >= 0 ? "text-success" : "text-danger")}>
                {changeNotMeaningful ? <NotMeaningful reason={changeNotMeaningful} inline />
                  : change == null ? "no change figure" : `${formatChange(change)} on the year`}
              </dd>
            </div>
          );
        })}
      </dl>
      <AccountsSourceLine crn={crn} source={latest} className="mt-3" testId="key-figures-source" />
      {previous && <AccountsSourceLine crn={crn} source={previous} testId="key-figures-source-previous" />}
    </div>
  );
}
