// Helpers for calling the servers started by the global setup.
import http from "node:http";
import { inject } from "vitest";
import { RECEIVED_PATH, type ReceivedRequest } from "./hostile-upstream";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/**
 * Sends a request with the path exactly as given (no URL normalisation), as a hostile client would, each on a
 * connection of its own: a request that declares a body it never sends leaves its connection waiting for that body,
 * and a kept-alive connection reused by the next test's request would go unanswered (a "socket hang up").
 */
export function rawRequest(baseUrl: string, rawPath: string, method = "GET", headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method, headers, agent: false, insecureHTTPParser: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

export async function getJson(baseUrl: string, pathAndQuery: string): Promise<RawAnswer> {
  return rawRequest(baseUrl, pathAndQuery);
}

export async function receivedByHostile(): Promise<ReceivedRequest[]> {
  const response = await fetch(inject("hostileUrl") + RECEIVED_PATH);
  return (await response.json()) as ReceivedRequest[];
}

/** The key must appear nowhere in what a browser receives. */
export function expectNoKey(answer: RawAnswer): void {
  const key = inject("apiKey");
  if (answer.text.includes(key) || JSON.stringify(answer.headers).includes(key)) {
    throw new Error("the upstream key leaked into a BFF response");
  }
}
