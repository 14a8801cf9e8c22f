// /people/{pnr} — a person (the service's directorPnr) across companies: appointments known here, the service's
// count and linked-company risk.
import type { Metadata } from "next";
import { PersonScreen } from "@/components/people/person-screen";
import { requireUser } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Person" };

type Props = { params: Promise<{ pnr: string }> };

export default async function PersonPage({ params }: Props) {
  await requireUser();
  const { pnr } = await params;
  return <PersonScreen pnr={pnr} />;
}
