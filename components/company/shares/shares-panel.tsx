"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { formatInteger, formatPercent } from "@/lib/format/numbers";
import { companiesNumberedOnRecord } from "@/lib/company/group";
import { pscRows } from "@/lib/company/psc-rows";
import { shareholdings } from "@/lib/company/shareholdings";
import { companyOfficersQuery, companyProfileQuery, companyPscQuery } from "@/lib/queries/company-queries";
import { companyHref } from "../company-tabs";
import { GroupSection } from "./group-section";

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
                <TableScroll label="Share classes">
                  <Table caption="Share classes">
                    <thead><tr><Th>Class</Th><Th>Type</Th><Th numeric>Shares issued</Th><Th numeric>Holders</Th></tr></thead>
                    <tbody>
                      {classes.map((item) => (
                        <tr key={item.name}>
                          <Td>{item.name}</Td><Td>{item.type}</Td>
                          <Td numeric>{formatInteger(item.shares)}</Td><Td numeric>{formatInteger(item.holders)}</Td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
                <TableScroll label="Shareholders">
                  <Table caption="Shareholders">
                    <thead><tr><Th>Holder</Th><Th>Class</Th><Th numeric>Shares</Th><Th numeric>Of the class</Th><Th numeric>Of all shares</Th></tr></thead>
                    <tbody>
                      {holders.map((holder, index) => (
                        <tr key={`${holder.name}-${index}`} data-testid="shareholder-row">
                          <Td>{holder.companyNumber ? <Link className="text-brand underline" href={companyHref(holder.companyNumber)}>{holder.name}</Link> : holder.name}</Td>
                          <Td>{holder.className}</Td>
                          <Td numeric>{formatInteger(holder.shares)}</Td>
                          <Td numeric>{formatPercent(holder.ofClass)}</Td>
                          <Td numeric>{formatPercent(holder.ofAll)}</Td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
              </div>
            );
          }}
        </QueryState>
      </Section>
      <GroupSection crn={crn} />
    </div>
  );
}
