import "server-only";
// A note's or a decision's JSON body: read within the server's body bound (lib/api/read-body.ts, 413 beyond it),
// then refused with a problem saying why when it is not JSON (415), not parseable or not an object (400).
import { readBoundedBody } from "../api/read-body";
import { problem, type Problem } from "../api/problem";

export type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; problem: Problem };

const invalid = (detail: string): BodyResult => ({ ok: false, problem: problem("invalid-body", detail) });

export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, problem: problem("unsupported-media-type", "Send the body as application/json.") };
  }
  const read = await readBoundedBody(request);
  if (!read.ok) return read;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(read.bytes).toString("utf8"));
  } catch {
    return invalid("The body is not valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return invalid("The body must be a JSON object.");
  return { ok: true, body: parsed as Record<string, unknown> };
}
