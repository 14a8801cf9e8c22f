import { SkeletonRows } from "@/components/ui/skeleton";

export default function CompanyTabLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <SkeletonRows rows={6} />
    </div>
  );
}
