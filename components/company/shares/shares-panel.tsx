"use client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { DataTable } from "@/components/ui/data-table";
import { SHARE_CLASS_COLUMNS, SHAREHOLDER_COLUMNS } from "@/lib/company/columns/shareholders";
import { companiesNumberedOnRecord } from "@/lib/company/group";
import { pscRows } from "@/lib/company/psc-rows";
import { shareholdings } from "@/lib/company/shareholdings";
import { companyOfficersQuery, companyProfileQuery, companyPscQuery } from "@/lib/queries/company-queries";
import { companyHref } from "../company-tabs";
import { screenColumns } from "../spec-columns";
import { GroupSection } from "./group-section";

const CLASS_COLUMNS = screenColumns(SHARE_CLASS_COLUMNS);
const HOLDER_COLUMNS = screenColumns(SHAREHOLDER_COLUMNS, {
  // A corporate holder the record numbers opens its own company page.
  cells: { holder: (holder) => (holder.companyNumber ? <Link className="text-brand underline" href={companyHref(holder.companyNumber)}>{holder.name}</Link> : holder.name) },
});

export function SharesPanel({ crn }: { crn: string }) {
  const officers = useQuery(companyOfficersQuery(crn));
  const profile = useQuery(companyProfileQuery(crn));
  const psc = useQuery(companyPscQuery(crn));
  const numbered = companiesNumberedOnRecord(profile.data?.groupStructures, crn, pscRows(psc.data?.items ?? []));
  return (
    <div className="space-y-4">
      <Section title="Shareholders">
        <QueryState query={officers} label="shareholders" isEmpty={(data) => data.shareDetails.length === 0} empty="No share details recorded">
          {(data) => {
            const { classes, holders } = shareholdings(data.shareDetails, numbered);
            return (
              <div className="space-y-4">
                <DataTable caption="Share classes" columns={CLASS_COLUMNS} rows={classes} rowKey={(row) => row.name} />
                <DataTable caption="Shareholders" columns={HOLDER_COLUMNS} rows={holders} rowKey={(row, index) => `${row.name}-${index}`} rowTestId="shareholder-row" />
              </div>
            );
          }}
        </QueryState>
      </Section>
      <GroupSection crn={crn} />
    </div>
  );
}
