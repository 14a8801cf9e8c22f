"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { QueryState } from "@/components/ui/query-state";
import { Facts, Section } from "@/components/ui/section";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { MISSING } from "@/lib/format/money";
import { formatInteger, formatPercent } from "@/lib/format/numbers";
import { companyOfficersQuery, companyProfileQuery } from "@/lib/queries/company-queries";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { companyHref } from "../company-tabs";
import { shareholdings } from "@/lib/company/shareholdings";

export function SharesPanel({ crn }: { crn: string }) {
  const officers = useQuery(companyOfficersQuery(crn));
  const profile = useQuery(companyProfileQuery(crn));
  return (
    <div className="space-y-4">
      <Section title="Shareholders">
        <QueryState query={officers} label="shareholders" isEmpty={(data) => data.shareDetails.length === 0} empty="No share details recorded">
          {(data) => {
            const { classes, holders } = shareholdings(data.shareDetails);
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
                          <Td>{holder.name}</Td><Td>{holder.className}</Td>
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
      <Section title="Group structure">
        <QueryState query={profile} label="group structure" isEmpty={(data) => !data.groupStructures} empty="No group structure recorded">
          {(data) => {
            const group = data.groupStructures!;
            return (
              <Facts
                items={[
                  { label: "Parent company", value: <CompanyName name={group.parentBusinessName} number={group.parentCompanyRegistrationNumber} /> },
                  { label: "Ultimate parent", value: <CompanyName name={group.ultimateParentBusinessName} number={group.ultimateParentCompanyRegistrationNumber} /> },
                  { label: "Level in group", value: group.companyLevelGroup ?? MISSING },
                  { label: "Holding type", value: group.holdingType ?? MISSING },
                  { label: "Country", value: group.country ?? MISSING },
                ]}
              />
            );
          }}
        </QueryState>
      </Section>
    </div>
  );
}

function CompanyName({ name, number }: { name: string | null; number: string | null }) {
  if (!name && !number) return <>None recorded</>;
  const crn = number ? normaliseCompanyNumber(number) : null;
  const label = `${name ?? "Company"}${number ? ` (${number})` : ""}`;
  return crn ? <Link className="text-brand underline" href={companyHref(crn)}>{label}</Link> : <>{label}</>;
}
