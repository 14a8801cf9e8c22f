// A small misbehaving implementation of the upstream, for the faults the BFF must map. The company number in the
// path picks the behaviour; every request it receives is recorded so that tests can prove what reached it.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  requestId?: string;
}

/** Company numbers that select a behaviour (any other number answers 404). */
export const HOSTILE = {
  sparse: "00000200",
  unauthorised: "00000401",
  forbidden: "00000403",
  serverError: "00000500",
  malformed: "00000502",
  hang: "00000504",
  redirect: "00000301",
  oversized: "00000413",
  wrongShape: "00000422",
  /** Answers after 5 s: slower than any test BFF's timeout. */
  slow: "00000601",
  /** Sends the status and headers, then part of the body, then nothing. */
  hangAfterHeaders: "00000602",
  /** Resets the connection without answering. */
  reset: "00000603",
  /** 503, 503, then 200, round and round per URL: the BFF's retries get through. */
  flaky: "00000604",
  /** A good answer held back until POST /__release (at most 1.5 s), so that concurrent identical requests meet in flight. */
  held: "00000605",
  /** Its profile answers (sparse), its CCJ lookup fails with 500, the rest have nothing: a report with one gap. */
  ccjFails: "00000207",
} as const;

/** Company numbers 00000700–00000799 answer a good sparse profile at once (one number per test keeps them apart). */
export const okNumber = (n: number) => `000007${String(n).padStart(2, "0")}`;

/** The upstream as a whole: `up` follows the rules above; `error` answers 500 to everything; `reset` resets. */
export type HostileMode = "up" | "error" | "reset";
export const MODE_PATH = "/__mode";
export const RELEASE_PATH = "/__release";

export const RECEIVED_PATH = "/__received";

const STACK_TRACE = "Error: db exploded\n    at Object.<anonymous> (/srv/app/secret-internals.js:12:9)";

export async function startHostileUpstream(expectedKey: string) {
  const received: ReceivedRequest[] = [];
  const attempts = new Map<string, number>();
  let mode: HostileMode = "up";
  const held: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    // The tests run in other processes: they read the log of what arrived over HTTP.
    if (request.url === RECEIVED_PATH) {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(JSON.stringify(received));
    }
    if (request.url === RELEASE_PATH && request.method === "POST") {
      for (const answer of held.splice(0)) answer();
      response.writeHead(204);
      return void response.end();
    }
    if (request.url?.startsWith(`${MODE_PATH}?set=`) && request.method === "POST") {
      mode = request.url.slice(`${MODE_PATH}?set=`.length) as HostileMode;
      response.writeHead(204);
      return void response.end();
    }
    received.push({
      method: request.method ?? "", url: request.url ?? "", apiKey: request.headers["x-api-key"] as string | undefined,
      requestId: request.headers["x-request-id"] as string | undefined,
    });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", "x-internal-host": "db-7.internal", ...headers });
      response.end(body);
    };
    // Down is down for every caller, keyed or not (a readiness probe sends no key).
    if (mode === "error") return send(500, JSON.stringify({ error: STACK_TRACE }));
    if (mode === "reset") return void request.socket.destroy();
    if (request.headers["x-api-key"] !== expectedKey) return send(403, JSON.stringify({ message: "bad key" }));
    const url = request.url ?? "";
    if (url.includes(HOSTILE.reset)) return void request.socket.destroy();
    if (url.includes(HOSTILE.slow)) return void setTimeout(() => send(200, JSON.stringify(sparseAnswer(url))), 5000).unref();
    if (url.includes(HOSTILE.hangAfterHeaders)) {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.write('{"companyRegistrationNumber": "00000602", ');
    }
    if (url.includes(HOSTILE.flaky)) {
      const seen = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, seen);
      return seen % 3 === 0 ? send(200, JSON.stringify(sparseAnswer(url))) : send(503, JSON.stringify({ error: "busy" }));
    }
    if (url.includes(HOSTILE.held)) {
      const answer = () => !response.headersSent && send(200, JSON.stringify(sparseAnswer(url)));
      setTimeout(answer, 1500).unref();
      return void held.push(answer);
    }
    if (/\/companies\/000007\d\d$/.test(url)) return send(200, JSON.stringify(sparseAnswer(url)));
    if (url.includes(HOSTILE.unauthorised)) return send(401, JSON.stringify({ error: "Unauthorized" }));
    if (url.includes(HOSTILE.forbidden)) return send(403, JSON.stringify({ error: "Forbidden", key: expectedKey }));
    if (url.includes(HOSTILE.serverError)) return send(500, JSON.stringify({ error: STACK_TRACE }));
    if (url.includes(HOSTILE.malformed)) return send(200, '{"companyRegistrationNumber": "00000502", "businessName": ');
    if (url.includes(HOSTILE.hang)) return; // never answers
    if (url.includes(HOSTILE.redirect)) return send(302, "{}", { location: `http://127.0.0.1:${port()}/stolen` });
    if (url.includes(HOSTILE.wrongShape)) return send(200, JSON.stringify([{ companyRegistrationNumber: "00000422" }]));
    if (url.includes(HOSTILE.oversized)) return streamOversized(response);
    if (url.includes(HOSTILE.sparse)) return send(200, JSON.stringify(sparseAnswer(url)));
    if (url.includes(HOSTILE.ccjFails)) {
      if (url.startsWith("/ccj/")) return send(500, JSON.stringify({ error: STACK_TRACE }));
      if (url === `/companies/${HOSTILE.ccjFails}`) return send(200, JSON.stringify(sparseAnswer(url)));
      return send(404, JSON.stringify({ error: "Record Not Found" }));
    }
    if (url.startsWith("/govt-procurement")) return send(200, JSON.stringify(sparseAnswer(url)));
    return send(404, JSON.stringify({ error: "Record Not Found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = () => (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port()}`,
    received,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Sparse records with numbers as strings, as another implementation of the spec might send; one record, not a list. */
function sparseAnswer(url: string): unknown {
  if (url.startsWith("/companies/")) {
    return {
      companyRegistrationNumber: 200, businessName: "SPARSE HOLDINGS LIMITED", companyStatus: "Active", companyAge: "7",
      chargesCount: "2", hasCharges: "true", statutoryAccounts: [{ yearEndDate: "2024-03-31", turnover: "1200000", netWorth: "-5000.5" }],
      directorsData: null, regAddress: { addressLine1: "1 Sparse Street", postalCode: "LS1 1AA" }, futureField: { kept: true },
    };
  }
  if (url.startsWith("/psc/")) return { pscName: "Jane Sparse", notifiedDate: "2020-01-01", natureOfControl: "ownership-of-shares-75-to-100-percent" };
  if (url.startsWith("/govt-procurement")) return { title: "Road gritting", awarded_value: "250000", cpv_codes: { code: "90620000", desc: "Snow-clearing services" } };
  return {};
}

function streamOversized(response: http.ServerResponse): void {
  response.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(1024 * 1024, " ");
  let sent = 0;
  const write = () => {
    while (sent < 100) {
      sent += 1;
      if (!response.write(chunk)) return void response.once("drain", write);
    }
    response.end("{}");
  };
  response.write("{\"padding\":\"");
  write();
  response.on("close", () => (sent = 100));
}
