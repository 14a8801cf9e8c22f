import { FilingsPanel } from "@/components/company/filings/filings-panel";

export default async function CompanyFilingsPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <FilingsPanel crn={decodeURIComponent(crn)} />;
}
