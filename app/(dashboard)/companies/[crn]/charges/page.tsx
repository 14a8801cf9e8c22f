import { ChargesPanel } from "@/components/company/charges/charges-panel";

export default async function CompanyChargesPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <ChargesPanel crn={decodeURIComponent(crn)} />;
}
