// The file name of a downloaded report: company number, name and date, e.g.
// 00000001-fairbairn-harbour-cranes-2026-11-22.pdf. Only [a-z0-9-] from the name, so that company-supplied text can
// never break out of the Content-Disposition header or name a path.
export const REPORT_FORMATS = ["pdf", "xlsx", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const MAX_NAME_LENGTH = 60;

export function reportFileName(crn: string, name: string, generatedAt: Date, format: ReportFormat): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, "");
  const number = crn.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const day = generatedAt.toISOString().slice(0, 10);
  return `${[number, slug, day].filter(Boolean).join("-")}.${format}`;
}

/** Content-Disposition for a download; the name is already plain ASCII. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
