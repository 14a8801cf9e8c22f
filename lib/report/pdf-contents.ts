// What a PDF report holds beyond its summary: the appendices the analyst ticks in the export dialog, each summarised
// (its counts, the first rows as the tab orders them, and how many more the workbook and the tab's CSV hold) unless
// asked for in full. The choice travels in the report's query (`appendices`, `full`), read here with zod for the
// route and written here for the dialog's link, so the two cannot disagree. Browser-safe.
import { z } from "zod";

export const APPENDICES = [
  { id: "assessment", label: "Assessment in full", what: "every year's scores and inputs, the credit policy's every step, the decision history and notes" },
  { id: "screening", label: "Screening matches", what: "every match with its score and review" },
  { id: "profile", label: "Company profile", what: "addresses, SIC codes, former names, events" },
  { id: "officers", label: "Officers, PSCs and shareholders", what: "officers, persons with significant control, shares and the group" },
  { id: "ownership", label: "Ownership links", what: "every link of the ownership graph" },
  { id: "accounts", label: "Full accounts", what: "every year's figures, ratios and charts" },
  { id: "charges", label: "Charges and property", what: "charges, debt over time and registered property" },
  { id: "ccjs", label: "County court judgments", what: "every judgment with its standing" },
  { id: "filings", label: "Filings", what: "the filing history" },
] as const;

export type AppendixId = (typeof APPENDICES)[number]["id"];
export const APPENDIX_IDS = APPENDICES.map((appendix) => appendix.id) as [AppendixId, ...AppendixId[]];

/** Appendices whose long tables are summarised unless asked for in full (the others are short by nature). */
export const SUMMARISED_APPENDICES: readonly AppendixId[] = ["officers", "ownership", "accounts", "charges", "ccjs", "filings"];

/** How many rows of a table a summarised appendix prints, and how many years of accounts. */
export const SUMMARY_ROWS = 15;
export const SUMMARY_YEARS = 3;

export interface AppendixChoice {
  id: AppendixId;
  full: boolean;
}

/** The appendices in the report's order (APPENDICES'), whatever order they were asked in. */
export interface PdfContents {
  appendices: AppendixChoice[];
}

/** Every appendix in full: the report a request without `appendices` gets, as every report was before the summary. */
export const COMPLETE_REPORT: PdfContents = { appendices: APPENDIX_IDS.map((id) => ({ id, full: true })) };
export const SUMMARY_ONLY: PdfContents = { appendices: [] };

/** `none`, or appendix ids separated by commas, each once. */
const idList = z.string().transform((raw, context): AppendixId[] => {
  if (raw === "none") return [];
  const ids = raw.split(",").map((id) => id.trim());
  for (const id of ids) {
    if (!(APPENDIX_IDS as readonly string[]).includes(id)) {
      context.addIssue({ code: "custom", message: `'${id.slice(0, 40)}' is not an appendix: ${APPENDIX_IDS.join(", ")}` });
      return z.NEVER;
    }
  }
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: "custom", message: "an appendix is named twice" });
    return z.NEVER;
  }
  return ids as AppendixId[];
});

export const pdfContentsQuery = z.object({ appendices: idList.optional(), full: idList.optional() }).superRefine((query, context) => {
  const notChosen = (query.full ?? []).filter((id) => !(query.appendices ?? APPENDIX_IDS).includes(id));
  if (notChosen.length) context.addIssue({ code: "custom", path: ["full"], message: `'${notChosen.join(",")}' is printed in full only when also among 'appendices'` });
});

export type PdfContentsQuery = z.input<typeof pdfContentsQuery>;

/** The contents a (valid) query asks for; without `appendices`, the complete report. */
export function pdfContents(query: z.output<typeof pdfContentsQuery>): PdfContents {
  if (query.appendices === undefined) return COMPLETE_REPORT;
  const chosen = new Set(query.appendices);
  const full = new Set(query.full ?? []);
  return { appendices: APPENDIX_IDS.filter((id) => chosen.has(id)).map((id) => ({ id, full: full.has(id) })) };
}

/** The query's words for a choice (the dialog's link): `appendices=none` for the summary alone. */
export function pdfContentsParams(contents: PdfContents): URLSearchParams {
  const params = new URLSearchParams();
  params.set("appendices", contents.appendices.length ? contents.appendices.map((appendix) => appendix.id).join(",") : "none");
  const full = contents.appendices.filter((appendix) => appendix.full).map((appendix) => appendix.id);
  if (full.length) params.set("full", full.join(","));
  return params;
}

/** The choice as the audit trail records it: "officers (full), filings" or "none". */
export function pdfContentsWords(contents: PdfContents): string {
  return contents.appendices.length ? contents.appendices.map((appendix) => (appendix.full ? `${appendix.id} (full)` : appendix.id)).join(", ") : "none";
}

/** The query parameters' rule in words (400 problems, the API's description). */
export const APPENDIX_LIST_RULE = `none, or appendices separated by commas, each once: ${APPENDIX_IDS.join(", ")}`;

/** A parameter's list as the route keeps it: the ids in the order given, "none" for none; undefined when refused. */
export function readAppendixList(raw: string): string | undefined {
  const read = idList.safeParse(raw.trim());
  if (!read.success) return undefined;
  return read.data.length ? read.data.join(",") : "none";
}
