// Stalled requests are cut off (issue 33's slow bodies): a head or body that has not arrived whole within the
// limited BFF's REQUEST_HEADERS_TIMEOUT_MS / REQUEST_BODY_TIMEOUT_MS gets a 408 problem and the connection is closed,
// where Node alone held it for minutes. Raw sockets, each from a loopback address no other file uses, so the
// per-address limits other tests spend are not touched.
import net from "node:net";
import { describe, expect, inject, it } from "vitest";
import { metricValue } from "./resilience-support";

const base = () => inject("limitedUrl");
const timeoutMs = () => inject("requestTimeoutMs");

interface Exchange {
  /** Everything the server sent, as text. */
  text: string;
  /** Milliseconds from the first write to the server's close. */
  closedAfterMs: number;
}

/** Opens a connection from `localAddress`, writes each piece after its delay, and reads until the server closes. */
function converse(localAddress: string, pieces: Array<{ afterMs: number; text: string }>, baseUrl = base()): Promise<Exchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress });
    let text = "";
    let started = 0;
    const timers: NodeJS.Timeout[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error("the server never closed the connection")));
    socket.on("connect", () => {
      started = performance.now();
      for (const piece of pieces) {
        timers.push(setTimeout(() => socket.writable && socket.write(piece.text), piece.afterMs));
      }
    });
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? undefined : reject(error)));
    socket.on("close", () => {
      for (const timer of timers) clearTimeout(timer);
      resolve({ text, closedAfterMs: performance.now() - started });
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answers in what a connection received, in order (bodies by Content-Length or chunked). */
function answersIn(text: string): Answer[] {
  const answers: Answer[] = [];
  let rest = text;
  while (rest.startsWith("HTTP/1.1 ")) {
    const split = rest.indexOf("\r\n\r\n");
    const [statusLine, ...lines] = rest.slice(0, split).split("\r\n");
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
    rest = rest.slice(split + 4);
    let body = "";
    if (headers["transfer-encoding"] === "chunked") {
      for (let size = Number.parseInt(rest, 16); ; size = Number.parseInt(rest, 16)) {
        const start = rest.indexOf("\r\n") + 2;
        body += rest.slice(start, start + size);
        rest = rest.slice(start + size + 2);
        if (size === 0 || Number.isNaN(size)) break;
      }
    } else {
      const length = Number(headers["content-length"] ?? "0");
      body = rest.slice(0, length);
      rest = rest.slice(length);
    }
    answers.push({ status: Number(statusLine!.split(" ")[1]), headers, body });
  }
  return answers;
}

function expectTimeoutProblem(exchange: Exchange, boundMs = timeoutMs()): void {
  const [answer, ...more] = answersIn(exchange.text);
  expect(more).toEqual([]);
  expect(answer?.status).toBe(408);
  expect(answer?.headers["content-type"]).toBe("application/problem+json");
  // The same headers as the gate's other refusals.
  expect(answer?.headers["cache-control"]).toBe("private, no-store");
  expect(answer?.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer?.headers.connection).toBe("close");
  expect(JSON.parse(answer!.body)).toMatchObject({ status: 408, code: "request-timeout" });
  // Cut by the bound, not by the client or Node's own minutes-long timeouts.
  expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(boundMs - 100);
  expect(exchange.closedAfterMs).toBeLessThan(boundMs + 1000);
}

const signInHead = (length: number | "chunked") => [
  "POST /api/auth/signin HTTP/1.1", `Host: ${new URL(base()).host}`, "Content-Type: application/x-www-form-urlencoded",
  `Origin: ${base()}`, length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`, "", "",
].join("\r\n");

describe("stalled requests", () => {
  it.concurrent("a body that stops after 10 of its 100 bytes gets 408 and the connection is closed", async () => {
    const exchange = await converse("127.0.0.131", [{ afterMs: 0, text: `${signInHead(100)}username=x` }]);
    expectTimeoutProblem(exchange);
  });

  it.concurrent("a body sent slowly but steadily is still bounded in total", async () => {
    // 10 bytes every 300 ms: never idle for long, but 100 bytes would take 3 s, more than the bound.
    const steady = Array.from({ length: 10 }, (_, index) => ({ afterMs: index * 300, text: index === 0 ? `${signInHead(100)}${"a".repeat(10)}` : "a".repeat(10) }));
    expectTimeoutProblem(await converse("127.0.0.132", steady));
  });

  it.concurrent("a chunked body that stalls gets 408 too", async () => {
    expectTimeoutProblem(await converse("127.0.0.133", [{ afterMs: 0, text: `${signInHead("chunked")}a\r\nusername=x\r\n` }]));
  });

  it.concurrent("half a request line, then nothing: 408 and closed", async () => {
    expectTimeoutProblem(await converse("127.0.0.134", [{ afterMs: 0, text: "POST /api/auth/si" }]));
  });

  it.concurrent("half the headers, then nothing: 408 and closed", async () => {
    const half = `GET /api/health HTTP/1.1\r\nHost: ${new URL(base()).host}\r\nAccept: appl`;
    expectTimeoutProblem(await converse("127.0.0.135", [{ afterMs: 0, text: half }]));
  });

  it.concurrent("a connection that never sends a byte is closed, unanswered", async () => {
    const exchange = await converse("127.0.0.136", []);
    expect(exchange.text).toBe("");
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(timeoutMs() - 100);
    expect(exchange.closedAfterMs).toBeLessThan(timeoutMs() + 1000);
  });

  it.concurrent("a post whose body arrives within the bound, in pieces, is answered as usual", async () => {
    const body = "username=nobody-here&password=wrong";
    const exchange = await converse("127.0.0.137", [
      { afterMs: 0, text: `${signInHead(body.length).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")}${body.slice(0, 10)}` },
      { afterMs: timeoutMs() / 2, text: body.slice(10) },
    ]);
    const [answer] = answersIn(exchange.text);
    // The sign-in route's own answer to an unknown user: back to the form.
    expect(answer?.status).toBe(303);
    expect(answer?.headers.location).toContain("error=invalid");
  });

  it.concurrent("a kept-alive connection idle longer than the bound still serves its next request", async () => {
    const get = `GET /api/health HTTP/1.1\r\nHost: ${new URL(base()).host}\r\n\r\n`;
    const exchange = await converse("127.0.0.138", [
      { afterMs: 0, text: get },
      // Longer than the head's bound, shorter than the keep-alive Node advertises (5 s).
      { afterMs: timeoutMs() + 500, text: get.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n") },
    ]);
    expect(answersIn(exchange.text).map((answer) => answer.status)).toEqual([200, 200]);
  });
});

describe("with the default bounds", () => {
  it("a stalled head is cut off after 5 s and counted as a refusal", async () => {
    // The resilience BFF keeps the defaults and opens its metrics to the test's token.
    const bff = inject("bffResilienceUrl");
    const counted = () => metricValue(bff, "dashboard_rate_limit_refusals_total", 'reason="request-timeout"');
    const before = await counted();
    expectTimeoutProblem(await converse("127.0.0.139", [{ afterMs: 0, text: "POST /api/auth/si" }], bff), 5000);
    expect(await counted()).toBe(before + 1);
  });
});
