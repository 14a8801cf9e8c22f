// The audit page and "my history": filters, a CSV export of the same filters, and the trail.
import { textLinkClassName } from "@/components/ui/text-link";
import { ExportQueueStatus } from "@/components/exports/export-queue-status";
import { readAuditFilter } from "@/lib/audit/audit-filter";
import { AUDIT_PAGE_LIMIT, auditedUsernames, queryAudit } from "@/lib/audit/audit-log";
import { AUDITED_OPERATIONS } from "@/lib/audit/audited-operations";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";

interface Props {
  title: string;
  intro: string;
  /** The page's own path, and the API path that exports the same entries. */
  action: string;
  exportPath: string;
  searchParams: Record<string, string | string[] | undefined>;
  /** Set for an analyst's own history: the trail is pinned to this user. */
  onlyUser?: string;
}

export async function AuditScreen({ title, intro, action, exportPath, searchParams, onlyUser }: Props) {
  const read = readAuditFilter(searchParams);
  const filter = read.success ? read.data : {};
  const { entries, truncated } = read.success
    ? await queryAudit({ username: onlyUser ?? filter.user, company: filter.company, operation: filter.operation, from: filter.from, to: filter.to })
    : { entries: [], truncated: false };
  const exportQuery = new URLSearchParams(Object.entries({ ...filter, format: "csv" }).filter((pair): pair is [string, string] => Boolean(pair[1])));
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm text-ink-muted">{intro}</p>
        </div>
        <ExportQueueStatus>
          <a href={`${exportPath}?${exportQuery}`} className={textLinkClassName} download>Export as CSV</a>
        </ExportQueueStatus>
      </div>
      <AuditFilters action={action} filter={filter} operations={AUDITED_OPERATIONS} users={onlyUser ? undefined : await auditedUsernames()} error={read.success ? undefined : read.error} />
      <p role="status" className="text-sm text-ink-muted">{truncated ? `Showing the newest ${AUDIT_PAGE_LIMIT} lookups; narrow the filter to see older ones` : `${entries.length} lookups`}</p>
      <AuditTable entries={entries} showUser={!onlyUser} />
    </main>
  );
}
