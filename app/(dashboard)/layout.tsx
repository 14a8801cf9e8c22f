// Every screen behind sign-in: the server checks the session here (not only in proxy.ts) before anything renders.
// Every screen keeps its URL state (filters, sorts, pages, views) with nuqs, whose App Router adapter is this one.
import { NuqsAdapter } from "nuqs/adapters/next/app";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/home/site-header";
import { requireUser } from "@/lib/auth/page-guard";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  return (
    <>
      <SiteHeader user={{ name: user.name, role: user.role, local: user.via === "local" }} />
      <NuqsAdapter>{children}</NuqsAdapter>
    </>
  );
}
