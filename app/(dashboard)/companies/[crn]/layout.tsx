import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CompanyShell, type StandIns } from "@/components/company/company-shell";
import { DownloadReport } from "@/components/company/download-report";
import { DECISION_TO_COME, RegisterDatesFacts } from "@/components/company/header/register-dates-facts";
import { RiskSummaryFromProfile } from "@/components/company/risk/risk-summary-from-profile";
import { profileOnServerWithin, type ServerProfile } from "@/lib/company/profile-on-server";

/**
 * How long the page waits for the profile before it is sent without it (the browser then shows a skeleton and asks
 * itself). Not a Suspense boundary: React holds a streamed boundary's reveal back for a few hundred milliseconds after
 * the first paint, which is what the header would then wait for even when the profile is in hand at once.
 */
const PROFILE_WAIT_MS = 1500;

type Params = { params: Promise<{ crn: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { crn } = await params;
  return { title: `Company ${decodeURIComponent(crn)}` };
}

export default async function CompanyLayout({ params, children }: Params & { children: ReactNode }) {
  const { crn } = await params;
  const number = decodeURIComponent(crn);
  const server = await profileOnServerWithin(number, PROFILE_WAIT_MS);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      {/* The download links are plain links drawn here, so the header's JavaScript does not carry them. */}
      <CompanyShell crn={number} server={server} actions={<DownloadReport crn={number} />} standIns={standIns(server, number)}>
        {children}
      </CompanyShell>
    </main>
  );
}

/** Drawn here from the profile the server looked up, so their code (the risk rules above all) is not the browser's. */
function standIns(server: ServerProfile | undefined, crn: string): StandIns | undefined {
  if (server?.kind !== "ok") return undefined;
  return {
    registerDates: <RegisterDatesFacts profile={server.profile} decision={DECISION_TO_COME} standIn />,
    riskSummary: <RiskSummaryFromProfile profile={server.profile} crn={crn} />,
  };
}
