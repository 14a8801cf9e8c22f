"use client";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { QueryState } from "@/components/ui/query-state";
import { Facts, Section } from "@/components/ui/section";
import { accountYears } from "@/lib/financials/years";
import { formatAddress } from "@/lib/format/address";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { companyProfileQuery, companyTradingAddressQuery } from "@/lib/queries/company-queries";
import { companyDescription, companyWebsite, principalActivities, recentEvents, tradingAddressLine } from "@/lib/company/overview-facts";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { useAccountsFilings } from "../use-accounts-filings";
import { KeyFigures } from "./key-figures";

/** Below the fold, and the only part of the Overview that reads every risk flag's rule. */
const SafeAlerts = lazy(() => import("./safe-alerts").then((module) => ({ default: module.SafeAlerts })));

export function OverviewPanel({ crn }: { crn: string }) {
  const profile = useQuery(companyProfileQuery(crn));
  return (
    <QueryState query={profile} label="overview">
      {(data) => <Overview profile={data} crn={crn} />}
    </QueryState>
  );
}

function Overview({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  const activities = principalActivities(profile);
  const events = recentEvents(profile);
  const contact = profile.contactDetails;
  const website = companyWebsite(profile);
  const { filings } = useAccountsFilings(crn, profile);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Key figures" className="lg:col-span-2">
        <KeyFigures crn={crn} years={accountYears(profile.statutoryAccounts)} filings={filings} />
      </Section>
      <Section title="About the company">
        <p className="whitespace-pre-line">{companyDescription(profile) ?? "No description recorded."}</p>
        <h3 className="mt-4 text-sm font-semibold">Principal activities</h3>
        {activities.length ? (
          <ul className="mt-1 list-disc pl-5">{activities.map((text, index) => <li key={index}>{text}</li>)}</ul>
        ) : <p className="text-ink-muted">No principal activities recorded.</p>}
      </Section>
      <Section title="Contact and addresses">
        <Facts
          items={[
            { label: "Contact address", value: formatAddress(contact) ?? "None recorded" },
            { label: "Telephone", value: contact?.telephone ?? MISSING },
            { label: "Website", value: website ?? MISSING },
          ]}
        />
        <h3 className="mt-4 text-sm font-semibold">Trading addresses</h3>
        <TradingAddresses crn={crn} />
      </Section>
      <Section title="Commentary">
        {profile.companyCommentary.length ? (
          <ul className="space-y-2">
            {profile.companyCommentary.map((item, index) => (
              <li key={`${item.commentaryCode}-${index}`}>
                <p>{item.commentaryText ?? item.commentaryCode}</p>
                <p className="text-xs text-ink-muted">{[item.commentaryImpact, item.dateLogged && formatDate(item.dateLogged)].filter(Boolean).join(" · ")}</p>
              </li>
            ))}
          </ul>
        ) : <p className="text-ink-muted">No commentary recorded.</p>}
      </Section>
      <Section title="Recent events" id="events">
        {events.length ? (
          <ol className="space-y-2">
            {events.map((event, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2">
                <span>{event.description}</span>
                <span className="text-sm tabular-nums text-ink-muted">{formatDate(event.date)}</span>
              </li>
            ))}
          </ol>
        ) : <p className="text-ink-muted">No recent events recorded.</p>}
      </Section>
      <Section title="Safe alerts" id="safe-alerts" className="lg:col-span-2">
        <Suspense fallback={null}><SafeAlerts profile={profile} /></Suspense>
      </Section>
    </div>
  );
}

function TradingAddresses({ crn }: { crn: string }) {
  const query = useQuery(companyTradingAddressQuery(crn));
  return (
    <QueryState
      query={query}
      label="trading addresses"
      skeleton={null}
      isEmpty={(data) => data.tradingAddres.length === 0}
      empty="No trading addresses recorded"
    >
      {(data) => (
        <ul className="mt-1 space-y-1">
          {data.tradingAddres.map((address, index) => (
            <li key={index}>{tradingAddressLine(address)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
