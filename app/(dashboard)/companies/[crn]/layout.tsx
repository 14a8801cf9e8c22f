import type { Metadata } from "next";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";
import { CompanyShell, CompanySkeleton } from "@/components/company/company-shell";
import { textLinkClassName } from "@/components/ui/text-link";
import { profileOnServer } from "@/lib/company/profile-on-server";

type Params = { params: Promise<{ crn: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { crn } = await params;
  return { title: `Company ${decodeURIComponent(crn)}` };
}

export default async function CompanyLayout({ params, children }: Params & { children: ReactNode }) {
  const { crn } = await params;
  const number = decodeURIComponent(crn);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/" className={textLinkClassName}>Home</Link>
      </nav>
      {/* The page's frame goes out at once; the header follows in the same response when the profile is read. */}
      <Suspense fallback={<CompanySkeleton />}>
        <ShellWithProfile crn={number}>{children}</ShellWithProfile>
      </Suspense>
    </main>
  );
}

async function ShellWithProfile({ crn, children }: { crn: string; children: ReactNode }) {
  return <CompanyShell crn={crn} server={await profileOnServer(crn)}>{children}</CompanyShell>;
}
