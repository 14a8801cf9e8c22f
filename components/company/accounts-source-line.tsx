// One accounts figure's source as a line: the sentence from lib/financials/accounts-source and a link to the filed
// document through the BFF, or the plain statement that no filing matches.
import { filingDocumentHref } from "@/lib/company/filing-document";
import type { AccountsSource } from "@/lib/financials/accounts-source";
import { formatDate } from "@/lib/format/dates";
import { cx } from "@/components/ui/cx";

export function AccountsSourceLine({ crn, source, className, testId }: { crn: string; source: AccountsSource; className?: string; testId?: string }) {
  const href = filingDocumentHref(crn, source.document);
  return (
    <p data-testid={testId} className={cx("text-xs text-ink-muted", className)}>
      Source: {source.sentence}.
      {href && (
        <>
          {" "}
          <a className="text-brand underline" href={href} target="_blank" rel="noreferrer">
            Open the filed accounts<span className="sr-only"> for the year ended {formatDate(source.yearEnded)}</span>
          </a>
        </>
      )}
    </p>
  );
}
