import { PscPanel } from "@/components/company/psc/psc-panel";

export default async function CompanyPscPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <PscPanel crn={decodeURIComponent(crn)} />;
}
