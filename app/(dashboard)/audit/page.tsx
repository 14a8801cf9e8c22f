// /audit — every user's lookups, searches and downloads, filtered and exported as CSV (admins only).
import type { Metadata } from "next";
import { AuditScreen } from "@/components/audit/audit-screen";
import { requireUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Audit" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireUser({ role: "admin" });
  return (
    <AuditScreen title="Audit trail" intro="Who looked up what, when, and how it went." action="/audit" exportPath="/api/audit" searchParams={await searchParams} />
  );
}
