// What a PDF report holds beyond its summary: the appendices the analyst ticks in the export dialog, each summarised
// (its counts, the first rows as the tab orders them, and how many more the workbook and the tab's CSV hold) unless
// asked for in full. The choice travels in the report's query (`appendices`, `full`), written here for the dialog's
// link and read by ./pdf-contents-query.ts for the route, over the same ids. Browser-safe: no zod in the dialog's bundle.

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

/** The query's words for a choice (the dialog's link): `appendices=none` for the summary alone. */
export function pdfContentsParams(contents: PdfContents): URLSearchParams {
  const params = new URLSearchParams();
  params.set("appendices", contents.appendices.length ? contents.appendices.map((appendix) => appendix.id).join(",") : "none");
  const full = contents.appendices.filter((appendix) => appendix.full).map((appendix) => appendix.id);
  if (full.length) params.set("full", full.join(","));
  return params;
}
