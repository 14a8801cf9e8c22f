// The headers every answer carries, pages and API alike, set once per request by the request gate
// (lib/api/request-gate.ts) before Next runs: it sees every request, Next's own early answers and the refusals it
// makes itself included, so next.config.mjs adds none of its own (Next would match its rules on every request again).

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** API answers are data, never documents: nothing may load or frame them (pages get their CSP from proxy.ts). */
export const API_HEADERS = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }];

/**
 * A filing's document (a PDF): "default-src 'none'" leaves Chromium's PDF viewer blank (a plugin with inline
 * styles), so it allows just those.
 */
export const DOCUMENT_HEADERS = [
  { key: "Content-Security-Policy", value: "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'" },
];

/**
 * The API's reference page (/api/docs) and its viewer's script: the viewer (Scalar, served from this origin) runs
 * its own script, injects its styles and fetches the description from here; nothing else, and from nowhere else.
 */
export const DOCS_HEADERS = [
  {
    key: "Content-Security-Policy",
    value: "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  },
];

// The reference page and its script: /api/docs and /api/docs/scalar.js.
const DOCS_TARGET = /^\/api\/docs(?:\/scalar\.js)?\/?(?:[?#]|$)/;

// The document route, app/api/companies/[crn]/documents/[document]: one segment each, as Next matches them.
const DOCUMENT_TARGET = /^\/api\/companies\/[^/?#]+\/documents\/[^/?#]+\/?(?:[?#]|$)/;

const PAGE = SECURITY_HEADERS;
const API = [...SECURITY_HEADERS, ...API_HEADERS];
const DOCUMENT = [...SECURITY_HEADERS, ...DOCUMENT_HEADERS];
const DOCS = [...SECURITY_HEADERS, ...DOCS_HEADERS];

/**
 * The headers for the answer to this request target (as the request line gives it): made once, so a request only
 * picks its list.
 * @param {string} target
 * @returns {readonly { key: string, value: string }[]}
 */
export function headersFor(target) {
  if (!target.startsWith("/api/")) return PAGE;
  if (DOCS_TARGET.test(target)) return DOCS;
  return DOCUMENT_TARGET.test(target) ? DOCUMENT : API;
}
