import { OverviewPanel } from "@/components/company/overview/overview-panel";

export default async function CompanyOverviewPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <OverviewPanel crn={decodeURIComponent(crn)} />;
}
