import { CcjsPanel } from "@/components/company/ccjs/ccjs-panel";

export default async function CompanyCcjsPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <CcjsPanel crn={decodeURIComponent(crn)} />;
}
