import "server-only";
// Server side: adds Companies House's wording (filing-text.ts) and the document's place (filing-document.ts) to
// every filing item the BFF answers, in the documents operation and in the profile's documents alike, so that the
// browser never needs the templates (large: bench/RESULTS.md) and the screens, PDF and workbook read the same words.
import { upstreamConfig } from "@/lib/config/server-config";
import { filingTemplates } from "@/lib/reference/companies-house";
import { DOCUMENT_ID, type FilingDocument } from "./filing-document";
import { filingWording, type FilingWording } from "./filing-text";

interface FilingLike {
  description?: unknown;
  description_values?: Record<string, unknown> | null;
  resolutions?: Array<{ description?: unknown; description_values?: Record<string, unknown> | null }>;
  links?: { self?: string | null; document_metadata?: string | null } | null;
}

/** The upstream's origin, or null when no upstream is configured (then only paths count as the upstream's). */
function upstreamOrigin(): string | null {
  try {
    return new URL(upstreamConfig().baseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The link's last non-empty path segment, before any query or fragment, when it is a document id. `skip` names
 * trailing segments that name the resource rather than the filing ("…/filing-history/{id}/document",
 * "…/document/{id}/content"): without links.self every document would otherwise share the id "document".
 */
function lastSegment(link: string | null | undefined, skip: ReadonlySet<string> = NO_WORDS): string | null {
  if (!link) return null;
  let end = link.length;
  for (const mark of ["?", "#"]) {
    const at = link.indexOf(mark);
    if (at !== -1 && at < end) end = at;
  }
  for (;;) {
    while (end > 0 && link.charCodeAt(end - 1) === SLASH) end -= 1;
    const start = link.lastIndexOf("/", end - 1) + 1;
    const segment = link.slice(start, end);
    if (!skip.has(segment) || start === 0) return DOCUMENT_ID.test(segment) ? segment : null;
    end = start;
  }
}

const SLASH = "/".charCodeAt(0);
const NO_WORDS: ReadonlySet<string> = new Set();
const RESOURCE_WORDS: ReadonlySet<string> = new Set(["document", "content"]);

/**
 * The filing's document: none without a document link; a path, or an absolute link on the upstream's origin, is
 * the upstream's (its id is the filing's transaction id, the last segment of links.self); any other absolute
 * http(s) link is followed directly.
 */
export function filingDocument(item: FilingLike, origin: string | null = upstreamOrigin()): FilingDocument | null {
  const link = item.links?.document_metadata?.trim();
  if (!link) return null;
  const id = lastSegment(item.links?.self) ?? lastSegment(link, RESOURCE_WORDS);
  if (link.startsWith("/") && !link.startsWith("//")) return id ? { kind: "upstream", id } : null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (origin && url.origin === origin) return id ? { kind: "upstream", id } : null;
  return { kind: "external", url: url.href };
}

/** The document link of a filing as a URL to fetch from the upstream (paths joined to the base URL, like operations). */
export function upstreamDocumentUrl(item: FilingLike, baseUrl: string): URL | null {
  const link = item.links?.document_metadata?.trim();
  if (!link) return null;
  if (link.startsWith("/") && !link.startsWith("//")) {
    const url = new URL(baseUrl);
    const [pathname, search = ""] = link.split("?");
    url.pathname = url.pathname.replace(/\/+$/, "") + pathname;
    url.search = search;
    return url;
  }
  const url = new URL(link);
  return url.origin === new URL(baseUrl).origin ? url : null;
}

type Worded = FilingLike & { wording?: FilingWording; document?: FilingDocument | null };

/**
 * Adds the wording and the document's place to a filing history's items and their resolutions (the documents
 * operation, the profile's documents), in place: the history is the normaliser's own fresh reading of the answer,
 * and copying every item (and the profile around them) was a third of the wording's cost per first read.
 */
export function wordFilingHistory(history: unknown): unknown {
  if (!history || typeof history !== "object" || !Array.isArray((history as { items?: unknown }).items)) return history;
  const origin = upstreamOrigin();
  const templates = filingTemplates();
  for (const item of (history as { items: Worded[] }).items) {
    item.wording = filingWording(item, templates);
    for (const resolution of (item.resolutions ?? []) as Worded[]) resolution.wording = filingWording(resolution, templates);
    item.document = filingDocument(item, origin);
  }
  return history;
}
