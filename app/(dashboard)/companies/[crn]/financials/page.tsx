import { FinancialsPanel } from "@/components/company/financials/financials-panel";

export default async function CompanyFinancialsPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <FinancialsPanel crn={decodeURIComponent(crn)} />;
}
