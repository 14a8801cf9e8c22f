import "server-only";
// "Reviews due": companies whose credit decision in force has reached its review date, read on the server from the
// team's decisions (visible to everyone signed in), the most overdue first.
import { Link } from "@/components/ui/link";
import { connection } from "next/server";
import { textLinkClassName } from "@/components/ui/text-link";
import { OUTCOME_LABELS, todayUtc } from "@/lib/decisions/decision-terms";
import { reviewsDue } from "@/lib/decisions/store";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { log } from "@/lib/log";

export async function ReviewsDue() {
  await connection();
  // The home page must open even when the database cannot be read; the list then says so instead.
  const due = await reviewsDue(todayUtc()).catch((error: unknown) => {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "reviews due not read");
    return null;
  });
  return (
    <section aria-labelledby="reviews-due-heading" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <h2 id="reviews-due-heading" className="text-lg font-semibold">Reviews due</h2>
      {due === null ? (
        <p role="alert" className="text-sm text-danger">The team&apos;s decisions could not be read just now, so reviews due are not shown.</p>
      ) : due.length === 0 ? (
        <p className="text-sm text-ink-muted">No credit decision has reached its review date.</p>
      ) : (
        <ul data-testid="reviews-due" className="flex flex-col divide-y divide-line">
          {due.map((decision) => (
            <li key={decision.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link href={`/companies/${decision.company}/assessment`} className={`${textLinkClassName} font-medium tabular-nums`}>{decision.company}</Link>
              <span className="text-sm">
                {OUTCOME_LABELS[decision.outcome]}{decision.limitGranted != null ? `, ${formatSterlingFull(decision.limitGranted)}` : ""}
                <span className="text-ink-muted"> · review due {formatDate(decision.reviewDate)} · {decision.author}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
