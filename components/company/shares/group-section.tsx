"use client";
// The group: parent and ultimate parent from the profile, and the subsidiaries the dashboard's directory has seen.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { QueryState } from "@/components/ui/query-state";
import { Facts, Section } from "@/components/ui/section";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { groupCompanyLabel, parentOf, SUBSIDIARY_SOURCE_LABELS, subsidiariesSentence, type GroupCompany } from "@/lib/company/group";
import { MISSING } from "@/lib/format/money";
import { companyProfileQuery } from "@/lib/queries/company-queries";
import { subsidiariesQuery } from "@/lib/queries/subsidiaries";
import { companyHref } from "../company-tabs";

export function GroupSection({ crn }: { crn: string }) {
  const profile = useQuery(companyProfileQuery(crn));
  const seen = useQuery(subsidiariesQuery(crn));
  return (
    <>
      <Section title="Group structure" id="group-structure">
        <QueryState query={profile} label="group structure" isEmpty={(data) => !data.groupStructures} empty="No group structure recorded">
          {(data) => {
            const group = data.groupStructures!;
            const { parent, ultimateParent } = parentOf(group, crn);
            return (
              <Facts
                items={[
                  { label: "Parent company", value: <CompanyLink company={parent} selfText="This company itself" /> },
                  { label: "Ultimate parent", value: <CompanyLink company={ultimateParent} /> },
                  { label: "Level in group", value: group.companyLevelGroup ?? MISSING },
                  { label: "Holding type", value: group.holdingType ?? MISSING },
                  { label: "Country", value: group.country ?? MISSING },
                ]}
              />
            );
          }}
        </QueryState>
      </Section>
      <Section title="Subsidiaries" id="subsidiaries">
        <QueryState query={seen} label="subsidiaries">
          {(data) => (
            <div className="space-y-3">
              <p data-testid="subsidiaries-note" className="text-ink-muted">{subsidiariesSentence({ rows: data.subsidiaries, truncated: data.truncated })}</p>
              {data.subsidiaries.length > 0 && (
                <TableScroll label="Subsidiaries seen">
                  <Table caption="Subsidiaries the dashboard has seen">
                    <thead><tr><Th>Company</Th><Th>Number</Th><Th>Status</Th><Th>Source</Th></tr></thead>
                    <tbody>
                      {data.subsidiaries.map((row) => (
                        <tr key={row.number} data-testid="subsidiary-row">
                          <Td><Link className="text-brand underline" href={companyHref(row.number)}>{row.name}</Link></Td>
                          <Td>{row.number}</Td><Td>{row.status ?? MISSING}</Td>
                          <Td data-testid="subsidiary-source">{SUBSIDIARY_SOURCE_LABELS[row.source]}</Td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
              )}
            </div>
          )}
        </QueryState>
      </Section>
    </>
  );
}

function CompanyLink({ company, selfText }: { company: GroupCompany | null; selfText?: string }) {
  const label = groupCompanyLabel(company, selfText);
  return company?.crn ? <Link className="text-brand underline" href={companyHref(company.crn)}>{label}</Link> : <>{label}</>;
}
