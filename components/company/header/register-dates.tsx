"use client";
// The register's dates under the header's facts (register-dates-facts.tsx) with the team's decision in force. Loaded
// on its own, so its code is not in every company tab's first load; the server still draws it into the page's HTML.
import { lazy } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { DECISION_TO_COME, RegisterDatesFacts } from "./register-dates-facts";

/** Answers from the team's own records after the header is drawn. */
const DecisionInForce = lazy(() => import("./decision-in-force").then((module) => ({ default: module.DecisionInForce })));

export function RegisterDates({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  // Drawn only once hydrated: the Assessment tab may hold the same query's answer by then, and the server's "…" would
  // not match it.
  return <RegisterDatesFacts profile={profile} decision={<BrowserOnly fallback={DECISION_TO_COME}><DecisionInForce crn={crn} /></BrowserOnly>} />;
}
