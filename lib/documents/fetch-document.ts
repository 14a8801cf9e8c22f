import "server-only";
// One GET of a filing's document from the upstream: the key and request id sent, no redirects followed (the key
// must not follow one), the attempt's timeout, a PDF content type and signature required and the body capped.
import { upstreamConfig } from "@/lib/config/server-config";

export type DocumentOutcome =
  | { kind: "ok"; pdf: Uint8Array }
  | { kind: "not-found" }
  | { kind: "failed"; reason: string }
  | { kind: "timeout"; afterMs: number };

export async function fetchUpstreamDocument(url: URL, requestId: string): Promise<DocumentOutcome> {
  const { apiKey, timeoutMs, maxBodyBytes } = upstreamConfig();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "GET", redirect: "manual", cache: "no-store", signal: AbortSignal.timeout(timeoutMs),
      headers: { "x-api-key": apiKey, "x-request-id": requestId, accept: "application/pdf" },
    });
  } catch (error) {
    return isTimeout(error) ? { kind: "timeout", afterMs: timeoutMs } : { kind: "failed", reason: "the data service could not be reached" };
  }
  const drop = async <T>(outcome: T): Promise<T> => {
    await response.body?.cancel().catch(() => undefined);
    return outcome;
  };
  if (response.status === 404) return drop({ kind: "not-found" });
  if (response.status !== 200) return drop({ kind: "failed", reason: `the data service answered with status ${response.status}` });
  const type = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/pdf") return drop({ kind: "failed", reason: `the data service sent ${type || "no content type"} instead of a PDF` });
  try {
    const pdf = await readCapped(response, maxBodyBytes);
    if (!pdf) return { kind: "failed", reason: "the document was larger than this server accepts" };
    if (Buffer.from(pdf.subarray(0, 5)).toString("latin1") !== "%PDF-") return { kind: "failed", reason: "the document sent is not a PDF" };
    return { kind: "ok", pdf };
  } catch (error) {
    return isTimeout(error) ? { kind: "timeout", afterMs: timeoutMs } : { kind: "failed", reason: "the document could not be read" };
  }
}

/** The body, or null as soon as it passes the bound (a larger one is not buffered). */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get("content-length") ?? "0") > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
