import "server-only";
// One GET to the upstream. It sends the key and the request id, refuses redirects (the key must not follow one),
// stops at the signal (the attempt's timeout or the call's deadline), reads at most the configured body size, and
// reports what happened as an outcome. Only GET is ever sent, which is what makes retrying safe.
//
// It asks with undici's `request`, not `fetch`: the same HTTP client under Node's fetch, without the web Request,
// Response and stream objects fetch builds around every call, nor the tracing and deduplication Next.js wraps the
// global fetch in; neither redirects (never followed here) nor caching apply to these calls.
import { request, type Dispatcher } from "undici";
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
  const stop = attemptSignal(timeoutMs, options.signal);
  const headers: Record<string, string> = { "x-api-key": apiKey, accept: "application/json" };
  if (options.requestId) headers["x-request-id"] = options.requestId;
  try {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, { method: "GET", headers, signal: stop.signal });
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
  } finally {
    stop.dispose();
  }
}

/**
 * The attempt's signal: aborted after `timeoutMs` (a TimeoutError) or with the call's own signal, whichever is first.
 * One controller and one timer, cleared when the attempt ends: AbortSignal.timeout and AbortSignal.any would each
 * build signals tracked by weak references, per lookup.
 */
function attemptSignal(timeoutMs: number, outer: AbortSignal | undefined): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", follow);
    },
  };
}

async function readOutcome(
  response: Dispatcher.ResponseData, maxBodyBytes: number, maxInFlightBytes: number, { key, knownRaw }: { key?: string; knownRaw?: string },
): Promise<UpstreamOutcome> {
  const status = response.statusCode;
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

async function discard(response: Dispatcher.ResponseData, outcome: UpstreamOutcome): Promise<UpstreamOutcome> {
  // Read to its end when short (the connection is kept for the next call), the connection closed when not.
  await response.body.dump().catch(() => undefined);
  return outcome;
}

/**
 * Reads the body as text, counting bytes as they stream whether or not a length was declared: it stops as soon as
 * the answer passes its own bound or the bytes would not fit the in-flight budget (`reserve`), holding no more.
 */
async function readCapped(response: Dispatcher.ResponseData, maxBodyBytes: number, reserve: (bytes: number) => boolean): Promise<string | "too-large" | "over-budget"> {
  const declared = Number(response.headers["content-length"] ?? "0");
  if (declared > maxBodyBytes) {
    response.body.destroy();
    return "too-large";
  }
  const chunks: Buffer[] = [];
  let received = 0;
  // Leaving the loop early destroys the body (and so its connection): nothing more of it is read or held.
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    received += chunk.byteLength;
    if (received > maxBodyBytes) return "too-large";
    if (!reserve(chunk.byteLength)) return "over-budget";
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks, received).toString("utf8");
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
