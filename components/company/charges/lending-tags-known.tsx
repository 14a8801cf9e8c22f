// How far the Charges tab can speak for lending tags: the service gives a charge's tags only in its charge operations'
// records (the lending searches, and the one charge of operation 11), never in the profile's mortgages. So the tab
// says for how many charges it knows them and links to the lending search, which finds the rest; a tag filter then
// never reads as "no other charge carries this tag". The link is underlined: inside a sentence, colour alone would not
// tell it from the words around it.
import { Link } from "@/components/ui/link";
import { textLinkClassName } from "@/components/ui/text-link";
import type { ChargeRow } from "@/lib/company/charge-rows";
import { lendingSearchHref, tagCoverage } from "@/lib/company/charge-table";
import { formatInteger } from "@/lib/format/numbers";

export function LendingTagsKnown({ rows, tag, shown }: { rows: readonly ChargeRow[]; tag: string | null; shown: number }) {
  const { known, total } = tagCoverage(rows);
  if (known === total) return null;
  const unknown = total - known;
  return (
    <p className="text-sm text-ink-muted" data-testid="lending-tags-known">
      {tag
        ? `${formatInteger(shown)} of the ${formatInteger(known)} charge${known === 1 ? "" : "s"} whose lending tags the service gives here ${shown === 1 ? "carries" : "carry"} “${tag}”; the other ${formatInteger(unknown)} may carry it too. `
        : `Lending tags known for ${formatInteger(known)} of ${formatInteger(total)} charges: the service gives a charge's tags only through its lending searches. `}
      <Link href={lendingSearchHref(tag)} className={`${textLinkClassName} underline`}>
        {tag ? `Search all charges tagged “${tag}”` : "Search charges by lending tag"}
      </Link>
    </p>
  );
}
