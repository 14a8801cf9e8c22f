// Where a filing's document is read. The browser cannot call the upstream (the key stays on the server), so a
// document on the upstream's own origin is served through the BFF (/api/companies/{crn}/documents/{id}); a link to
// another host is followed directly. The BFF decides which (filing-wording.ts); this module only builds the href.
import { z } from "zod";

export const filingDocumentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("upstream"), id: z.string() }),
  z.object({ kind: z.literal("external"), url: z.string() }),
]);
export type FilingDocument = z.infer<typeof filingDocumentSchema>;

/** Ids the BFF's document route accepts: a filing's transaction id as the upstream's links give it. */
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function filingDocumentHref(crn: string, document: FilingDocument | null | undefined): string | null {
  if (!document) return null;
  if (document.kind === "external") return document.url;
  return `/api/companies/${encodeURIComponent(crn)}/documents/${encodeURIComponent(document.id)}`;
}

/** The document place the BFF added to a filing item, if any. */
export function documentOf(item: { document?: unknown }): FilingDocument | null {
  const added = filingDocumentSchema.safeParse(item.document);
  return added.success ? added.data : null;
}
