// "Download report": the company's report as PDF (the summary and the appendices chosen), Excel or JSON. Plain links
// (the server names the file), so the control works with the keyboard, without JavaScript, and with the browser's
// own download handling.
import { ExportQueueStatus } from "@/components/exports/export-queue-status";
import { PdfAppendices } from "./pdf-appendices";

// The PDF is its own control (./pdf-appendices): the summary with the appendices chosen.
const FORMATS = [
  { format: "xlsx", label: "Excel", description: "figures as numbers" },
  { format: "json", label: "JSON", description: "the report data" },
] as const;

export function DownloadReport({ crn }: { crn: string }) {
  const base = `/api/reports/${encodeURIComponent(crn)}`;
  return (
    <ExportQueueStatus>
      <nav aria-label="Download report" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Download report:</span>
        <PdfAppendices base={base} />
        {FORMATS.map(({ format, label, description }) => (
          <a
            key={format}
            href={`${base}?format=${format}`}
            download
            className="rounded-md border border-line bg-surface px-2 py-1 text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            aria-label={`Download report as ${label} (${description})`}
          >
            {label}
          </a>
        ))}
      </nav>
    </ExportQueueStatus>
  );
}
