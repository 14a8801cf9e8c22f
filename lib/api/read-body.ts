import "server-only";
// Request bodies read with a bound: bytes are counted as they stream (a declared length, a chunked body alike) and
// reading stops at REQUEST_MAX_BODY_KB, so no body can grow this server's memory. The request gate already refuses
// a declared length over the bound before Next reads anything; this covers bodies whose size is not declared.
import { requestLimits } from "../config/server-config";
import { problem, type Problem } from "./problem";

export type BodyResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; problem: Problem };

export async function readBoundedBody(request: Request, maxBytes = requestLimits().maxBodyBytes): Promise<BodyResult> {
  const tooLarge = { ok: false as const, problem: problem("body-too-large", `A request body may be at most ${Math.floor(maxBytes / 1024)} KB.`) };
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return tooLarge;
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge;
    }
    chunks.push(value);
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** A form (urlencoded or multipart) read within the bound; null when the body is not a form. */
export async function readBoundedForm(request: Request): Promise<{ ok: true; form: FormData | null } | { ok: false; problem: Problem }> {
  const body = await readBoundedBody(request);
  if (!body.ok) return body;
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  const form = await new Response(new Uint8Array(body.bytes), { headers: { "content-type": contentType } }).formData().catch(() => null);
  return { ok: true, form };
}

/** JSON read within the bound; `value` is null when the body is not JSON. */
export async function readBoundedJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; problem: Problem }> {
  const body = await readBoundedBody(request);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(Buffer.from(body.bytes).toString("utf8")) };
  } catch {
    return { ok: true, value: null };
  }
}
