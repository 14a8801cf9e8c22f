import { AssessmentPanel } from "@/components/company/assessment/assessment-panel";

export default async function CompanyAssessmentPage({ params }: { params: Promise<{ crn: string }> }) {
  const { crn } = await params;
  return <AssessmentPanel crn={decodeURIComponent(crn)} />;
}
