import "server-only";
// The server's first look at every request, before Next.js reads it: Next answers a bad percent-escape, invalid
// UTF-8 in a dynamic path, the request target `*` or a TRACE with a bare 500 (and a logged stack), and reads a
// body of any size. Here those get a problem with the same headers as every answer: 405 for TRACE-like methods,
// 400 for a target that is not a path or does not decode, 414 over the length bounds (every route and page), and
// 413 for a declared body over REQUEST_MAX_BODY_KB, refused without reading it. It also records the connection's own
// address in a header no client can set, for the per-address limits (lib/auth/client-ip.ts). And it times every
// connection (./request-deadlines.ts): a head or body that stalls gets 408 and the connection is closed.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientIp } from "../auth/client-ip";
import { crossSiteRefusal } from "../auth/origin-check";
import { type RequestLimits, requestLimits } from "../config/server-config";
import { addressRefusedFor } from "../limits/address-refusals";
import { countLimitRefusal, countRefusal } from "../metrics/refusals";
import { markGateInFront } from "./gate-marker";
import { PEER_ADDRESS_HEADER } from "./peer-address";
import { problem, type Problem } from "./problem";
import { requestArrived, type StallAnswers, watchConnection } from "./request-deadlines";
import { API_HEADERS, headersFor, SECURITY_HEADERS } from "./security-headers.mjs";

export interface GateLimits {
  maxPathBytes: number;
  maxQueryBytes: number;
  maxBodyBytes: number;
}

const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const SERVED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

export type GateHeaders = Pick<Headers, "get" | "has">;

/** A refusal for this request, or null when Next may have it. */
export function gateRefusal(method: string, target: string, headers: GateHeaders, limits: GateLimits): { problem: Problem; headers?: Record<string, string> } | null {
  if (REFUSED_METHODS.has(method.toUpperCase())) {
    return { problem: problem("method-not-allowed", `${clip(method)} is not served here.`), headers: { allow: SERVED_METHODS } };
  }
  if (!target.startsWith("/")) {
    return { problem: problem("bad-request-target", "The request target must be a path beginning with '/'.") };
  }
  const mark = target.indexOf("?");
  const path = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? "" : target.slice(mark);
  if (Buffer.byteLength(path) > limits.maxPathBytes || Buffer.byteLength(query) > limits.maxQueryBytes) {
    const [part, limit] = Buffer.byteLength(path) > limits.maxPathBytes ? ["path", limits.maxPathBytes] : ["query", limits.maxQueryBytes];
    return { problem: problem("uri-too-long", `The request's ${part} is longer than this server accepts (${limit} bytes).`) };
  }
  // Raw bytes outside printable ASCII are not allowed in a request target (RFC 9112); escapes must decode to UTF-8.
  if (/[^\x21-\x7e]/.test(target)) {
    return { problem: problem("bad-request-target", "The request target holds characters that must be percent-encoded.") };
  }
  const bad = !decodes(path) ? "path" : !query.slice(1).split(/[&=]/).every((part) => decodes(part.replace(/\+/g, " "))) ? "query" : null;
  if (bad) {
    return { problem: problem("bad-percent-encoding", `The request's ${bad} holds a '%' escape that is not valid UTF-8.`) };
  }
  if (!BODILESS.has(method.toUpperCase())) {
    // Origin first: a cross-site post is refused as such, whatever its size, and never read.
    const crossSite = crossSiteRefusal({ method: method.toUpperCase(), headers });
    const declared = Number(headers.get("content-length") ?? "0");
    if (declared > limits.maxBodyBytes) {
      if (crossSite) {
        return { problem: problem("cross-site-request", `This API is same-origin only: ${crossSite}.`) };
      }
      return { problem: problem("body-too-large", `A request body may be at most ${Math.floor(limits.maxBodyBytes / 1024)} KB.`) };
    }
  }
  return null;
}

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

function clip(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?").slice(0, 20);
}

/**
 * Node's request headers read as web Headers are (names lower-cased, repeated values joined), without copying them
 * into a Headers object per request: the gate reads at most three of them.
 */
function headersOf(request: IncomingMessage): GateHeaders {
  const get = (name: string): string | null => {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  return { get, has: (name) => get(name) !== null };
}

function send(response: ServerResponse, request: IncomingMessage, refusal: NonNullable<ReturnType<typeof gateRefusal>>): void {
  const body = JSON.stringify(refusal.problem);
  for (const { key, value } of [...SECURITY_HEADERS, ...API_HEADERS]) response.setHeader(key, value);
  response.setHeader("content-type", "application/problem+json");
  response.setHeader("cache-control", "private, no-store");
  response.setHeader("x-request-id", crypto.randomUUID());
  for (const [name, value] of Object.entries(refusal.headers ?? {})) response.setHeader(name, value);
  response.setHeader("content-length", Buffer.byteLength(body));
  response.writeHead(refusal.problem.status);
  // A body left unread is not kept: Node discards what still arrives (never buffering it) once this answer is sent,
  // and the client, having its answer, stops sending.
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * A request Node's parser could not read (e.g. the target `*` with GET, a malformed header): Node would answer a bare
 * 400 with none of the headers; this answers the same status as a problem with them, then closes.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): boolean {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return true;
  }
  const [status, reason, detail] = error.code === "HPE_HEADER_OVERFLOW"
    ? [431, "Request Header Fields Too Large", "The request's headers are larger than this server accepts."]
    : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request did not arrive in time."]
      : [400, "Bad Request", "The request could not be read as HTTP."];
  const code = status === 400 ? "bad-request" : status === 431 ? "headers-too-large" : "request-timeout";
  countLimitRefusal({ status, code });
  socket.end(rawProblem(status, reason, problem(code, detail)));
  return true;
}

/** A whole answer written straight to a connection whose request Node has not (yet) parsed, closing it. */
function rawProblem(status: number, reason: string, body: Problem): string {
  const text = JSON.stringify(body);
  const headers = [
    ...[...SECURITY_HEADERS, ...API_HEADERS].map(({ key, value }) => `${key}: ${value}`),
    "Content-Type: application/problem+json", "Cache-Control: private, no-store", `Content-Length: ${Buffer.byteLength(text)}`,
    "Connection: close",
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.join("\r\n")}\r\n\r\n${text}`;
}

/** A client that keeps a connection open after its 408 is cut off a moment later. */
const CLOSE_GRACE_MS = 1000;

const STALL_ANSWERS: StallAnswers = {
  headStalled(socket) {
    countRefusal("request-timeout");
    socket.end(rawProblem(408, "Request Timeout", problem("request-timeout", "The request's headers did not arrive in time.")));
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  },
  bodyStalled(request, response) {
    countRefusal("request-timeout");
    const detail = "The request's body did not arrive in time.";
    send(response, request, { problem: problem("request-timeout", detail), headers: { connection: "close" } });
    setTimeout(() => request.socket.destroy(), CLOSE_GRACE_MS).unref();
  },
};

/**
 * An API request from an address its route's limiter refused moments ago (lib/limits/address-refusals.ts): refused
 * here as the route would refuse it, before Next.js spends its routing on it. Pages and assets go on to Next.
 */
function addressOverLimit(request: IncomingMessage): NonNullable<ReturnType<typeof gateRefusal>> | null {
  if (!request.url?.startsWith("/api/")) return null;
  const wait = addressRefusedFor(clientIp(headersOf(request)));
  if (wait === null) return null;
  return {
    problem: problem("rate-limited", `Too many requests from this address; retry in ${wait} s.`, { retryAfter: wait }),
    headers: { "retry-after": String(wait) },
  };
}

/**
 * The gate's answer to a request whose head has arrived: true when it answered (a refusal), false when Next may have
 * it, with the connection's own address recorded and the hardening headers set.
 */
function answeredAtGate(request: IncomingMessage, response: ServerResponse, limits: GateLimits): boolean {
  requestArrived(request, response);
  // Set before anything reads the headers, so whatever a client sent under this name is replaced: deleting it first
  // would turn the headers object, when a client had sent one, into a dictionary for every later read of it.
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
  const refusal = gateRefusal(request.method ?? "GET", request.url ?? "", headersOf(request), limits);
  if (refusal) {
    countLimitRefusal(refusal.problem);
    send(response, request, refusal);
    return true;
  }
  const overLimit = addressOverLimit(request);
  if (overLimit) {
    countRefusal("rate-limited");
    send(response, request, overLimit);
    return true;
  }
  // The one place the hardening headers are set, for every answer: Next's own early answers (e.g. its 308 for a
  // trailing slash) would skip next.config's, and a rule there would be matched on every request again.
  for (const { key, value } of headersFor(request.url ?? "")) response.setHeader(key, value);
  return false;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** How long an idle kept-alive connection stays open: Node's default, which its Keep-Alive header tells clients. */
export const KEEP_ALIVE_TIMEOUT_MS = 5000;

/**
 * The dashboard's HTTP server (scripts/serve.ts): the gate in front of `handle`, Next's request handler. Plain HTTP
 * only: TLS is a reverse proxy's job here.
 */
export function gatedServer(handle: RequestHandler, limits: RequestLimits = requestLimits()): http.Server {
  const server = http.createServer((request, response) => {
    if (answeredAtGate(request, response, limits)) return;
    handle(request, response).catch((error: unknown) => {
      // As `next start` does with an error its handler throws: logged, and a 500 if nothing was sent yet.
      console.error(`Failed to handle request for ${clip(request.url ?? "")}`, error);
      if (response.headersSent) response.destroy();
      else send(response, request, { problem: problem("internal-error", "The server failed to answer this request.") });
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's own bounds stay as a backstop behind the deadlines, never before them: a kept-alive connection may idle
  // for the keep-alive, then take one whole head timeout and more after a quiet spell (./request-deadlines.ts).
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 2 * limits.headersTimeoutMs + CLOSE_GRACE_MS;
  server.requestTimeout = server.headersTimeout + 2 * limits.bodyTimeoutMs;
  server.on("clientError", answerClientError);
  // After Node's own 'connection' listener (createServer adds it), which attaches the parser the deadlines wait on.
  server.on("connection", (socket: Socket) => watchConnection(socket, limits, STALL_ANSWERS));
  markGateInFront();
  return server;
}
