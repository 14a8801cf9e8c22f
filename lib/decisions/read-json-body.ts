import "server-only";
// Reads a state-changing request's JSON body within a bound: a declared or actual size over it is refused (413)
// before it is parsed, and a body that is not a JSON object is refused (400), each with a problem saying so.
import { problem, type Problem } from "../api/problem";

/** Notes and decisions are a few kilobytes of text; 64 KiB leaves room for any of them and nothing more. */
export const BODY_MAX_BYTES = 64 * 1024;

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; problem: Problem };

export async function readJsonBody(request: Request, maxBytes = BODY_MAX_BYTES): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({ ok: false, problem: problem(413, "body-too-large", "Request body too large", `The request body must be at most ${maxBytes} bytes.`) });
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, problem: problem(415, "unsupported-media-type", "Unsupported media type", "Send the body as application/json.") };
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return { ok: false, problem: problem(400, "invalid-body", "Invalid request body", "The body is not valid JSON.") };
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { ok: false, problem: problem(400, "invalid-body", "Invalid request body", "The body must be a JSON object.") };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}
