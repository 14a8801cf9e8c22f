// A filing as the report prints it: Companies House's words in their parts (bold where the template marks
// **…**), its resolutions after a dash, and the address of its document on the dashboard.
import { documentOf, filingDocumentUrl } from "@/lib/company/filing-document";
import { wordingOf, type DescriptionValues, type TextPart } from "@/lib/company/filing-text";

type WordedItem = { wording?: unknown; description?: unknown; description_values?: DescriptionValues };

/** The same words as filingLine (filing-text.ts), kept in parts so that a renderer can set the bold ones in bold. */
export function filingParts(item: WordedItem & { resolutions?: readonly WordedItem[] | null }): TextPart[] {
  const parts = [...wordingOf(item).parts];
  (item.resolutions ?? []).forEach((resolution, index) => {
    parts.push({ text: index === 0 ? " — " : "; " }, ...wordingOf(resolution).parts);
  });
  return parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, " ") }));
}

/** The filing's document: through the BFF's document route, absolute from `origin` when given; null without one. */
export function filingItemDocumentUrl(item: object, crn: string, origin: string | null): string | null {
  // The BFF's normalisation added `document` (filing-wording.ts); the upstream's schema does not know it.
  return filingDocumentUrl(crn, documentOf(item as { document?: unknown }), origin);
}
