"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { Facts } from "@/components/ui/section";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { companyPscQuery } from "@/lib/queries/company-queries";
import { pscRows } from "@/lib/company/psc-rows";
import { companyHref } from "../company-tabs";

export function PscPanel({ crn }: { crn: string }) {
  const query = useQuery(companyPscQuery(crn));
  return (
    <QueryState query={query} label="persons with significant control" isEmpty={(data) => data.items.length === 0} empty="No persons with significant control recorded">
      {(data) => {
        return (
          <ul className="grid gap-3 md:grid-cols-2">
            {pscRows(data.items).map((psc, index) => {
              const { corporate, natureOfControl: phrases } = psc;
              return (
                <li key={`${psc.name}-${index}`} className="rounded-lg border border-line bg-surface p-4" data-testid="psc-item">
                  <div className="mb-2 flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold">
                      {psc.companyNumber ? <Link className="text-brand underline" href={companyHref(psc.companyNumber)}>{psc.name}</Link> : psc.name}
                    </h2>
                    <Badge tone={corporate ? "brand" : "neutral"}>{corporate ? "Corporate entity" : "Individual"}</Badge>
                    {psc.current ? <Badge tone="success">Current</Badge> : <Badge>Ceased</Badge>}
                  </div>
                  {phrases.length ? (
                    <ul className="mb-3 list-disc pl-5">{phrases.map((text) => <li key={text}>{text}</li>)}</ul>
                  ) : <p className="mb-3 text-ink-muted">Nature of control not stated</p>}
                  <Facts
                    items={[
                      { label: "Notified", value: formatDate(psc.notified) },
                      { label: "Ceased", value: psc.ceased ? formatDate(psc.ceased) : MISSING },
                      corporate
                        ? { label: "Registered", value: psc.registered ?? MISSING }
                        : { label: "Nationality", value: psc.nationality ?? MISSING },
                      corporate
                        ? { label: "Governing law", value: psc.governingLaw ?? MISSING }
                        : { label: "Country of residence", value: psc.countryOfResidence ?? MISSING },
                      { label: "Address", value: psc.address ?? MISSING },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        );
      }}
    </QueryState>
  );
}
