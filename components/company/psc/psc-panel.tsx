"use client";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { Facts } from "@/components/ui/section";
import { formatAddress } from "@/lib/format/address";
import { dateSortKey, formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { companyPscQuery } from "@/lib/queries/company-queries";
import { natureOfControlPhrases } from "@/lib/company/nature-of-control";

export function PscPanel({ crn }: { crn: string }) {
  const query = useQuery(companyPscQuery(crn));
  return (
    <QueryState query={query} label="persons with significant control" isEmpty={(data) => data.items.length === 0} empty="No persons with significant control recorded">
      {(data) => {
        // Current controllers first, then ceased, each newest notification first.
        const items = [...data.items].sort((a, b) => Number(Boolean(a.ceasedDate)) - Number(Boolean(b.ceasedDate)) || dateSortKey(b.notifiedDate) - dateSortKey(a.notifiedDate));
        return (
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((psc, index) => {
              const corporate = /corporate|legal|entity|company/i.test(psc.controlType ?? "") || Boolean(psc.legalForm || psc.regNumber);
              const phrases = natureOfControlPhrases(psc.natureOfControl);
              return (
                <li key={`${psc.pscName}-${index}`} className="rounded-lg border border-line bg-surface p-4" data-testid="psc-item">
                  <div className="mb-2 flex flex-wrap items-center gap-2">
                    <h2 className="text-base font-semibold">{psc.pscName ?? "Name not given"}</h2>
                    <Badge tone={corporate ? "brand" : "neutral"}>{corporate ? "Corporate entity" : "Individual"}</Badge>
                    {psc.ceasedDate ? <Badge>Ceased</Badge> : <Badge tone="success">Current</Badge>}
                  </div>
                  {phrases.length ? (
                    <ul className="mb-3 list-disc pl-5">{phrases.map((text) => <li key={text}>{text}</li>)}</ul>
                  ) : <p className="mb-3 text-ink-muted">Nature of control not stated</p>}
                  <Facts
                    items={[
                      { label: "Notified", value: formatDate(psc.notifiedDate) },
                      { label: "Ceased", value: psc.ceasedDate ? formatDate(psc.ceasedDate) : MISSING },
                      corporate
                        ? { label: "Registered", value: [psc.legalForm, psc.regNumber, psc.regPlace ?? psc.regCountry].filter(Boolean).join(", ") || MISSING }
                        : { label: "Nationality", value: psc.nationality ?? MISSING },
                      corporate
                        ? { label: "Governing law", value: psc.legalAuthority ?? MISSING }
                        : { label: "Country of residence", value: psc.countryOfResidence ?? MISSING },
                      { label: "Address", value: formatAddress(psc, ["premisesNumber", "addressLine1", "addressLine2", "locality", "region", "postalCode"]) ?? MISSING },
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
