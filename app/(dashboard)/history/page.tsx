// /history — the signed-in user's own lookups from the audit trail.
import type { Metadata } from "next";
import { AuditScreen } from "@/components/audit/audit-screen";
import { requireUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "My history" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HistoryPage({ searchParams }: Props) {
  const user = await requireUser();
  return (
    <AuditScreen title="My history" intro="Your own lookups, searches and downloads." action="/history" exportPath="/api/history" searchParams={await searchParams} onlyUser={user.username} />
  );
}
