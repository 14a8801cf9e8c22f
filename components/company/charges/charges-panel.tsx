"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge, type Tone } from "@/components/ui/badge";
import { QueryState, type QueryLike } from "@/components/ui/query-state";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { MISSING } from "@/lib/format/money";
import { ApiError } from "@/lib/queries/api-fetch";
import { formatDate } from "@/lib/format/dates";
import { formatInteger } from "@/lib/format/numbers";
import { companyChargesQuery, companyProfileQuery } from "@/lib/queries/company-queries";
import { chargeCounts, chargeRows, type ChargeCounts, type ChargeRow, type ChargeStatus } from "@/lib/company/charge-rows";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

const TONE: Record<ChargeStatus, Tone> = { Outstanding: "warning", "Partially satisfied": "brand", Satisfied: "success" };

export function ChargesPanel({ crn }: { crn: string }) {
  const profile = useQuery(companyProfileQuery(crn));
  const detailed = useQuery(companyChargesQuery(crn));
  // The charges operation answers 404 when a company has no charge on it: that is "none", not a failure.
  const noDetail = detailed.error instanceof ApiError && detailed.error.status === 404;
  const combined: QueryLike<{ rows: ChargeRow[]; counts: ChargeCounts }> = {
    isPending: profile.isPending || (detailed.isPending && !noDetail),
    isError: profile.isError || (detailed.isError && !noDetail),
    error: profile.error ?? (noDetail ? null : detailed.error),
    isFetching: profile.isFetching || detailed.isFetching,
    refetch: () => Promise.all([profile.refetch(), detailed.refetch()]),
    data: profile.data ? withCounts(profile.data, chargeRows(profile.data.mortgages, detailed.data ? [detailed.data] : [])) : undefined,
  };
  return (
    <QueryState query={combined} label="charges" isEmpty={(data) => data.rows.length === 0} empty="No charges registered">
      {({ rows, counts }) => {
        return (
          <div className="space-y-3">
            <p className="tabular-nums">
              <strong>{formatInteger(counts.outstanding)}</strong> outstanding ·{" "}
              <strong>{formatInteger(counts.partiallySatisfied)}</strong> partially satisfied ·{" "}
              <strong>{formatInteger(counts.satisfied)}</strong> satisfied
            </p>
            <TableScroll label="Charges">
              <Table caption="Charges">
                <thead>
                  <tr><Th>Charge code</Th><Th>Status</Th><Th numeric>Created</Th><Th numeric>Registered</Th><Th numeric>Satisfied</Th><Th>Persons entitled</Th><Th>Lending tags</Th></tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} data-testid="charge-row">
                      <Td className="whitespace-nowrap tabular-nums">{row.code ?? MISSING}</Td>
                      <Td><Badge tone={TONE[row.status]}>{row.status}</Badge></Td>
                      <Td numeric>{formatDate(row.created)}</Td>
                      <Td numeric>{formatDate(row.registered)}</Td>
                      <Td numeric>{row.satisfied ? formatDate(row.satisfied) : MISSING}</Td>
                      <Td className="min-w-48">
                        {row.entitled.length || row.descriptions.length ? (
                          <ul>{[...row.entitled, ...row.descriptions].map((text) => <li key={text}>{text}</li>)}</ul>
                        ) : MISSING}
                      </Td>
                      <Td>
                        {row.tags.length ? <ul className="flex flex-wrap gap-1">{row.tags.map((tag) => <li key={tag}><Badge>{tag}</Badge></li>)}</ul> : MISSING}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          </div>
        );
      }}
    </QueryState>
  );
}

function withCounts(profile: CompanyProfile, rows: ChargeRow[]): { rows: ChargeRow[]; counts: ChargeCounts } {
  return { rows, counts: chargeCounts(profile, rows) };
}
