import { OfficersPanel } from "@/components/company/officers/officers-panel";

export default async function CompanyOfficersPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <OfficersPanel crn={decodeURIComponent(crn)} />;
}
