// Strong ETags on JSON answers, and 304 for a matching If-None-Match, so that a script polling an 816 kB profile
// downloads it again only when it changed. The tag is a hash of the exact bytes sent, so equal bytes are equal tags
// on every server of a scaled-out deployment, and any change (the upstream's answer, a derivation) gives a new one.
// Cache-Control stays private, no-store (with-api.ts): browsers keep nothing; a client that keeps the body itself
// revalidates with the tag.
import { createHash } from "node:crypto";

// Answers kept by the normalised-answer cache are the same Uint8Array each time: hashed once.
const known = new WeakMap<Uint8Array, string>();

export function strongEtag(bytes: Uint8Array): string {
  let tag = known.get(bytes);
  if (tag === undefined) {
    tag = `"${createHash("sha256").update(bytes).digest("base64url")}"`;
    known.set(bytes, tag);
  }
  return tag;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly (W/ ignored), and `*` matches any current answer. */
export function noneMatch(header: string | null, tag: string): boolean {
  if (header === null) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => opaque(candidate) === "*" || opaque(candidate) === tag);
}

/** Whether an answer is one the tag applies to: a 200 JSON body for a GET (or its HEAD), not a file download. */
export function taggable(request: Request, response: Response): boolean {
  return (request.method === "GET" || request.method === "HEAD")
    && response.status === 200
    && response.body !== null
    && /^application\/json\b/.test(response.headers.get("content-type") ?? "")
    && !response.headers.has("content-disposition");
}

/** The answer with its ETag, or a 304 without a body (and the same headers) when the client holds those bytes. */
export function conditional(request: Request, response: Response, bytes: Uint8Array): Response {
  const tag = strongEtag(bytes);
  if (!noneMatch(request.headers.get("if-none-match"), tag)) {
    response.headers.set("etag", tag);
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  headers.set("etag", tag);
  return new Response(null, { status: 304, headers });
}

/** For an answer made elsewhere (a Response), read once to hash it, and sent from the same bytes. */
export async function conditionalResponse(request: Request, response: Response): Promise<Response> {
  if (!taggable(request, response)) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const copy = new Response(bytes, { status: response.status, headers: response.headers });
  return conditional(request, copy, bytes);
}
