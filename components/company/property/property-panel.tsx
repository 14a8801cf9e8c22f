"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterlingFull } from "@/lib/format/money";
import { companyPropertyQuery } from "@/lib/queries/company-queries";
import { propertyRows } from "@/lib/company/property-rows";

export function PropertyPanel({ crn }: { crn: string }) {
  const query = useQuery(companyPropertyQuery(crn));
  return (
    <QueryState query={query} label="property" isEmpty={(data) => data.items.length === 0} empty="No property titles recorded">
      {(data) => {
        const rows = propertyRows(data.items);
        return (
          <TableScroll label="Property titles">
            <Table caption="Property titles">
              <thead>
                <tr><Th>Title number</Th><Th>Tenure</Th><Th>Address</Th><Th>Type</Th><Th numeric>Price paid</Th><Th numeric>Date added</Th></tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.titleNumber}-${index}`} data-testid="property-row">
                    <Td className="whitespace-nowrap">
                      {row.titleNumber ? (
                        <Link className="text-brand underline" href={`/search/property?title=${encodeURIComponent(row.titleNumber)}`}>{row.titleNumber}</Link>
                      ) : MISSING}
                    </Td>
                    <Td>{row.tenure ?? MISSING}</Td>
                    <Td className="min-w-56">{row.address ?? MISSING}</Td>
                    <Td>{row.type ?? MISSING}</Td>
                    <Td numeric>{formatSterlingFull(row.pricePaid)}</Td>
                    <Td numeric>{formatDate(row.dateAdded)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        );
      }}
    </QueryState>
  );
}
