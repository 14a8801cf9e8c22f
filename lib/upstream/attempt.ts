import "server-only";
// One GET to the upstream. It sends the key and the request id, refuses redirects (the key must not follow one),
// stops at the signal (the attempt's timeout or the call's deadline), reads at most the configured body size, and
// reports what happened as an outcome. Only GET is ever sent, which is what makes retrying safe.
import { upstreamConfig } from "../config/server-config";
import { bodyReservation } from "./body-budget";
import { buildUpstreamUrl } from "./build-url";
import { okOutcome } from "./ok-outcome";
import type { UpstreamOutcome } from "./outcome";
import type { Operation } from "./operations";

/** Statuses that say "try again": a gateway or the service itself is briefly unable to answer. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export async function attemptUpstream(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string | number>,
  options: { signal?: AbortSignal; requestId?: string; key?: string; knownRaw?: string },
): Promise<UpstreamOutcome> {
  const { baseUrl, apiKey, timeoutMs, maxBodyBytes, maxInFlightBytes } = upstreamConfig();
  const url = buildUpstreamUrl(baseUrl, operation, pathValues, query);
  const attemptTimeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, attemptTimeout]) : attemptTimeout;
  const headers: Record<string, string> = { "x-api-key": apiKey, accept: "application/json" };
  if (options.requestId) headers["x-request-id"] = options.requestId;
  let response: Response;
  try {
    response = await fetch(url, { method: "GET", headers, redirect: "manual", signal, cache: "no-store" });
  } catch (error) {
    if (isTimeout(error)) return { kind: "timeout", afterMs: timeoutMs };
    return { kind: "failed", reason: "the data service could not be reached", transient: true };
  }
  try {
    return await readOutcome(response, maxBodyBytes, maxInFlightBytes, options);
  } catch (error) {
    if (isTimeout(error)) return { kind: "timeout", afterMs: timeoutMs };
    // The connection broke while the body was arriving (e.g. reset): as transient as failing to connect.
    return { kind: "failed", reason: "the data service's answer could not be read", transient: true };
  }
}

async function readOutcome(
  response: Response, maxBodyBytes: number, maxInFlightBytes: number, { key, knownRaw }: { key?: string; knownRaw?: string },
): Promise<UpstreamOutcome> {
  const { status } = response;
  if (status === 404) return discard(response, { kind: "not-found" });
  if (status === 401 || status === 403) return discard(response, { kind: "credentials-refused", status });
  if (status >= 300 && status < 400) return discard(response, { kind: "failed", reason: "the data service answered with a redirect, which is not followed" });
  if (status !== 200) {
    return discard(response, { kind: "failed", reason: `the data service answered with status ${status}`, status, transient: TRANSIENT_STATUSES.has(status) });
  }
  const reservation = bodyReservation(maxInFlightBytes);
  try {
    const text = await readCapped(response, maxBodyBytes, reservation.grow);
    if (text === "too-large") return { kind: "failed", reason: "the data service's answer was larger than this server accepts" };
    // Not an upstream fault: this server is reading as many answers as its memory bound allows.
    if (text === "over-budget") return { kind: "unavailable", reason: "busy", retryAfterSeconds: 1 };
    // The very bytes of an answer already read and found good for this lookup: valid JSON, parsed only if read.
    if (text === knownRaw) return okOutcome(text, { key });
    try {
      const body: unknown = JSON.parse(text);
      return okOutcome(text, { key }, () => body);
    } catch {
      return { kind: "failed", reason: "the data service's answer was not valid JSON" };
    }
  } finally {
    reservation.release();
  }
}

async function discard(response: Response, outcome: UpstreamOutcome): Promise<UpstreamOutcome> {
  await response.body?.cancel().catch(() => undefined);
  return outcome;
}

/**
 * Reads the body as text, counting bytes as they stream whether or not a length was declared: it stops as soon as
 * the answer passes its own bound or the bytes would not fit the in-flight budget (`reserve`), holding no more.
 */
async function readCapped(response: Response, maxBodyBytes: number, reserve: (bytes: number) => boolean): Promise<string | "too-large" | "over-budget"> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) {
    await response.body?.cancel().catch(() => undefined);
    return "too-large";
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString("utf8");
    received += value.byteLength;
    if (received > maxBodyBytes) {
      await reader.cancel().catch(() => undefined);
      return "too-large";
    }
    if (!reserve(value.byteLength)) {
      await reader.cancel().catch(() => undefined);
      return "over-budget";
    }
    chunks.push(value);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
