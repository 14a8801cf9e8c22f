"use client";
// The charge a search led to (?charge=<code>): shown first and scrolled into view, so the analyst lands on it
// rather than hunting for it among the company's other charges. A code the company does not hold says so.
import { parseAsString, useQueryState } from "nuqs";
import { useEffect, useRef } from "react";
import { Facts, Section } from "@/components/ui/section";
import type { ChargeRow } from "@/lib/company/charge-rows";
import { TAGS_NOT_GIVEN } from "@/lib/company/columns/charges";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";

export function ChargeInView({ rows }: { rows: readonly ChargeRow[] }) {
  const [code] = useQueryState("charge", parseAsString);
  const ref = useRef<HTMLDivElement>(null);
  const charge = code ? rows.find((row) => row.code === code) : undefined;
  useEffect(() => {
    if (code) ref.current?.scrollIntoView({ block: "start" });
  }, [code]);
  if (!code) return null;
  return (
    <div ref={ref} tabIndex={-1} data-testid="charge-in-view">
      <Section title={`Charge ${code}, from your search`} id="charge-in-view" className="border-brand">
        {charge ? (
          <Facts items={[
            { label: "Status", value: charge.status },
            { label: "Created", value: formatDate(charge.created) },
            { label: "Registered", value: formatDate(charge.registered) },
            // A partially satisfied charge's date is its partial satisfaction: it is still live (lib/company/charge-status).
            { label: charge.status === "Partially satisfied" ? "Partially satisfied on" : "Satisfied", value: charge.satisfied ? formatDate(charge.satisfied) : MISSING },
            { label: "Lender (person entitled)", value: charge.entitled.join(", ") || MISSING },
            { label: "Lending tags", value: charge.tagsKnown ? charge.tags.join(", ") || MISSING : TAGS_NOT_GIVEN },
          ]} />
        ) : <p>This company's charges do not include {code}; its charges are listed below.</p>}
      </Section>
    </div>
  );
}
