// The name of every downloaded file, as analysts file them: `<company name> <number> <report> <date>.<format>`, e.g.
// "Fairbairn Harbour Cranes Ltd 00000001 Due diligence report 2026-11-22.pdf" (a file about no one company drops the
// first two). Company-supplied text keeps its letters (any script), digits, spaces and & ' ( ) , . + -: nothing that
// names a path (/ \ :), breaks a header (" CR LF ;) or that Windows refuses (* ? < > |). The Content-Disposition
// header carries an ASCII fallback in `filename` and the name itself, UTF-8, in RFC 6266's `filename*`.
// Browser-safe: the tables' own CSV downloads name their files here too.
export const REPORT_FORMATS = ["pdf", "xlsx", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type FileFormat = ReportFormat | "csv";

/** What the company report is called in its file name. */
export const REPORT_NAME = "Due diligence report";

const MAX_PART_LENGTH = 80;

/** A part of a file name with only safe characters, spaces collapsed, capped in length. */
export function safeNamePart(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N} &'(),.+-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_PART_LENGTH)
    .replace(/^[\s.]+|[\s.]+$/g, "");
}

export interface FileNameParts {
  /** The company the file is about, if it is about one. */
  company?: { name: string | null | undefined; number: string };
  /** What the file is: "Due diligence report", "Officers", "Comparison of 12 companies". */
  report: string;
  date: Date;
  format: FileFormat;
}

export function analystFileName({ company, report, date, format }: FileNameParts): string {
  const parts = [
    company ? safeNamePart(company.name ?? "") : "",
    company ? company.number.toUpperCase().replace(/[^A-Z0-9]/g, "") : "",
    safeNamePart(report),
    date.toISOString().slice(0, 10),
  ];
  return `${parts.filter(Boolean).join(" ")}.${format}`;
}

/**
 * A company tab's table as a CSV file: `<company name> <number> <tab> <table> <date>.csv`, the tab left out when the
 * table's caption already starts with it ("Officers" on the Officers tab), and the company when the table is not on
 * a company's page.
 */
export function tableFileName({ company, tab, table, date }: { company?: FileNameParts["company"]; tab?: string; table: string; date: Date }): string {
  const named = tab && !table.toLowerCase().startsWith(tab.toLowerCase()) ? `${tab} ${table}` : table;
  return analystFileName({ company, report: named, date, format: "csv" });
}

export function reportFileName(crn: string, name: string, generatedAt: Date, format: ReportFormat): string {
  return analystFileName({ company: { name, number: crn }, report: REPORT_NAME, date: generatedAt, format });
}

/** The name in plain ASCII, for clients that read only `filename`: accents dropped, other letters left out. */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** RFC 8187's encoding of a `filename*` value: UTF-8, every byte outside attr-char percent-encoded. */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Content-Disposition for a download: the ASCII fallback and, when it differs, the name itself (RFC 6266). */
export function attachmentHeader(fileName: string, disposition: "attachment" | "inline" = "attachment"): string {
  const ascii = asciiFileName(fileName);
  const header = `${disposition}; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${extendedValue(fileName)}`;
}
