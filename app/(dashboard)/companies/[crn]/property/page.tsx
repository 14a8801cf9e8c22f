import { PropertyPanel } from "@/components/company/property/property-panel";

export default async function CompanyPropertyPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <PropertyPanel crn={decodeURIComponent(crn)} />;
}
