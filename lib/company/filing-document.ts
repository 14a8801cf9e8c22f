// Where a filing's document is read. The browser cannot call the upstream (the key stays on the server), so a
// document on the upstream's own origin is served through the BFF (/api/companies/{crn}/documents/{id}); a link to
// another host is followed directly. The BFF decides which (filing-wording.ts); this module only builds the href.
export type FilingDocument = { kind: "upstream"; id: string } | { kind: "external"; url: string };

/** Ids the BFF's document route accepts: a filing's transaction id as the upstream's links give it. */
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function filingDocumentHref(crn: string, document: FilingDocument | null | undefined): string | null {
  if (!document) return null;
  if (document.kind === "external") return document.url;
  return `/api/companies/${encodeURIComponent(crn)}/documents/${encodeURIComponent(document.id)}`;
}

/** The document place the BFF added to a filing item, if any. */
export function documentOf(item: { document?: unknown }): FilingDocument | null {
  // Checked by hand: zod would weigh more in the browser than the page it serves.
  const document = item.document as Partial<Record<"kind" | "id" | "url", unknown>> | null | undefined;
  if (document?.kind === "upstream" && typeof document.id === "string" && DOCUMENT_ID.test(document.id)) return { kind: "upstream", id: document.id };
  if (document?.kind === "external" && typeof document.url === "string" && /^https?:\/\//i.test(document.url)) return { kind: "external", url: document.url };
  return null;
}

/**
 * The document's address for a file that leaves the browser (the PDF, the workbook): the BFF's route made absolute
 * from the dashboard's `origin` when one is given; a document on another host keeps its own address.
 */
export function filingDocumentUrl(crn: string, document: FilingDocument | null | undefined, origin: string | null): string | null {
  const href = filingDocumentHref(crn, document);
  return href && document?.kind === "upstream" && origin ? `${origin.replace(/\/$/, "")}${href}` : href;
}
