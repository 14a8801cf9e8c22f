import "server-only";
// The one place that talks to the upstream. It sends the key, refuses redirects (the key must not follow one),
// bounds the wait and the body, and reports what happened as an outcome the route layer maps to a problem.
import { upstreamConfig } from "../config/server-config";
import { buildUpstreamUrl } from "./build-url";
import type { Operation } from "./operations";

export type UpstreamOutcome =
  | { kind: "ok"; body: unknown }
  | { kind: "not-found" }
  | { kind: "credentials-refused"; status: number }
  | { kind: "failed"; reason: string }
  | { kind: "timeout"; afterMs: number };

export async function callUpstream(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string | number>,
): Promise<UpstreamOutcome> {
  const { baseUrl, apiKey, timeoutMs, maxBodyBytes } = upstreamConfig();
  const url = buildUpstreamUrl(baseUrl, operation, pathValues, query);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { "x-api-key": apiKey, accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (error) {
    if (isTimeout(error)) return { kind: "timeout", afterMs: timeoutMs };
    return { kind: "failed", reason: "the data service could not be reached" };
  }
  try {
    return await readOutcome(response, maxBodyBytes);
  } catch (error) {
    if (isTimeout(error)) return { kind: "timeout", afterMs: timeoutMs };
    return { kind: "failed", reason: "the data service's answer could not be read" };
  }
}

async function readOutcome(response: Response, maxBodyBytes: number): Promise<UpstreamOutcome> {
  const { status } = response;
  if (status === 404) return discard(response, { kind: "not-found" });
  if (status === 401 || status === 403) return discard(response, { kind: "credentials-refused", status });
  if (status >= 300 && status < 400) return discard(response, { kind: "failed", reason: "the data service answered with a redirect, which is not followed" });
  if (status !== 200) return discard(response, { kind: "failed", reason: `the data service answered with status ${status}` });
  const text = await readCapped(response, maxBodyBytes);
  if (text === null) return { kind: "failed", reason: "the data service's answer was larger than this server accepts" };
  try {
    return { kind: "ok", body: JSON.parse(text) };
  } catch {
    return { kind: "failed", reason: "the data service's answer was not valid JSON" };
  }
}

async function discard(response: Response, outcome: UpstreamOutcome): Promise<UpstreamOutcome> {
  await response.body?.cancel().catch(() => undefined);
  return outcome;
}

/** Reads the body as text, or returns null as soon as it passes the size bound (larger bodies are not buffered). */
async function readCapped(response: Response, maxBodyBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
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
      return null;
    }
    chunks.push(value);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
