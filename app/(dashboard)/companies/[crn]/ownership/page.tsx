import { OwnershipPanel } from "@/components/company/ownership/ownership-panel";

export default async function CompanyOwnershipPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <OwnershipPanel crn={decodeURIComponent(crn)} />;
}
