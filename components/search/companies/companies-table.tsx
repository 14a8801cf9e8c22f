// The directory's hits as a table: each company links to its page, and the last column says which field matched.
import { CompanyLink } from "@/components/search/company-link";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { CompanyHit } from "@/lib/queries/search-companies";
import { Highlight } from "./highlight";
import { hitPlace, MATCHED_LABELS, MatchedText } from "./hit-detail";

function columns(query: string): Column<CompanyHit>[] {
  return [
    { id: "company", header: "Company", cell: (hit) => <CompanyLink number={hit.number} name={hit.name} /> },
    { id: "status", header: "Status", cell: (hit) => hit.status ?? "" },
    { id: "place", header: "Registered office", cell: (hit) => hitPlace(hit) },
    { id: "incorporated", header: "Incorporated", cell: (hit) => <span className="tabular-nums">{hit.incorporationDate ?? ""}</span> },
    {
      id: "matched",
      header: "Matched on",
      cell: (hit) => (
        <span className="flex flex-col">
          <span>{MATCHED_LABELS[hit.matched]}</span>
          <span className="text-xs text-ink-muted">
            {hit.matched === "name" ? <Highlight text={hit.name} query={query} /> : hit.matched === "number" ? hit.number : <MatchedText hit={hit} query={query} />}
          </span>
        </span>
      ),
    },
  ];
}

export function CompaniesTable({ hits, query }: { hits: readonly CompanyHit[]; query: string }) {
  return <DataTable caption={`Companies matching “${query}”`} columns={columns(query)} rows={hits} rowKey={(hit) => hit.number} />;
}
