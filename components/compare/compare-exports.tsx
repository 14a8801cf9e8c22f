// The comparison's downloads: the same columns as the screen, gathered again on the server (from its cache).
import { buttonClassName } from "@/components/ui/button";
import { ExportQueueStatus } from "@/components/exports/export-queue-status";
import { compareApiPath } from "@/lib/queries/compare-queries";

export function CompareExports({ numbers }: { numbers: readonly string[] }) {
  return (
    <ExportQueueStatus className="flex flex-wrap gap-2">
      <a className={buttonClassName("secondary", "control")} href={compareApiPath(numbers, "xlsx")} download>Export to Excel</a>
      <a className={buttonClassName("secondary", "control")} href={compareApiPath(numbers, "csv")} download>Export CSV</a>
    </ExportQueueStatus>
  );
}
