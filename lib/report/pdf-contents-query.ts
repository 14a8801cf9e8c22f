// The report route's reading of the appendices the PDF is to hold (`appendices`, `full`), with zod, over the ids and
// the contents ./pdf-contents.ts defines for the export dialog too. Server side: the dialog only writes the query.
import { z } from "zod";
import { APPENDIX_IDS, type AppendixId, COMPLETE_REPORT, type PdfContents } from "./pdf-contents";

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

/** The query parameters' rule in words (400 problems, the API's description). */
export const APPENDIX_LIST_RULE = `none, or appendices separated by commas, each once: ${APPENDIX_IDS.join(", ")}`;

/** A parameter's list as the route keeps it: the ids in the order given, "none" for none; undefined when refused. */
export function readAppendixList(raw: string): string | undefined {
  const read = idList.safeParse(raw.trim());
  if (!read.success) return undefined;
  return read.data.length ? read.data.join(",") : "none";
}
