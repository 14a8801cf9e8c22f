import { SharesPanel } from "@/components/company/shares/shares-panel";

export default async function CompanySharesPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <SharesPanel crn={decodeURIComponent(crn)} />;
}
