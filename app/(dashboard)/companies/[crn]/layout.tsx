import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CompanyShell } from "@/components/company/company-shell";

type Params = { params: Promise<{ crn: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { crn } = await params;
  return { title: `Company ${decodeURIComponent(crn)}` };
}

export default async function CompanyLayout({ params, children }: Params & { children: ReactNode }) {
  const { crn } = await params;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <CompanyShell crn={decodeURIComponent(crn)}>{children}</CompanyShell>
    </main>
  );
}
