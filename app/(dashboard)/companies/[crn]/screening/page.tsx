import { ScreeningPanel } from "@/components/company/screening/screening-panel";

export default async function CompanyScreeningPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <ScreeningPanel crn={decodeURIComponent(crn)} />;
}
