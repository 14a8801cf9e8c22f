// A bare Node pass-through proxy, written for the benchmark: what any Node hop costs with none of the BFF's work
// (no validation, no parsing, no normalising, no logging). /api/<path> is forwarded to <upstream>/<path> with the
// key added, and the answer is streamed back as it comes. It also counts what it forwards (GET /__bench/count),
// so that it can stand between the BFF and the sandbox to count upstream calls.
// Run as its own process: BARE_PROXY_PORT, BARE_PROXY_UPSTREAM and BARE_PROXY_KEY configure it.
import http from "node:http";

const port = Number(process.env.BARE_PROXY_PORT);
const upstream = new URL(process.env.BARE_PROXY_UPSTREAM ?? "");
const key = process.env.BARE_PROXY_KEY ?? "";
if (!Number.isInteger(port) || !key) throw new Error("BARE_PROXY_PORT, BARE_PROXY_UPSTREAM and BARE_PROXY_KEY must be set");

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, noDelay: true });
let forwarded = 0;

const server = http.createServer({ keepAlive: true, noDelay: true }, (request, response) => {
  const url = request.url ?? "/";
  if (url === "/__bench/count") {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ forwarded }));
    return;
  }
  if (!url.startsWith("/api/")) {
    response.writeHead(404).end();
    return;
  }
  forwarded += 1;
  const outgoing = http.request(
    {
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: "GET",
      path: url.slice("/api".length),
      headers: { "x-api-key": key, accept: "application/json" },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        "content-type": answer.headers["content-type"] ?? "application/json",
        ...(answer.headers["content-length"] ? { "content-length": answer.headers["content-length"] } : {}),
      });
      answer.pipe(response);
    },
  );
  outgoing.on("error", () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  outgoing.end();
});
server.keepAliveTimeout = 5_000;
server.listen(port, "127.0.0.1", () => console.log(`bare proxy on http://127.0.0.1:${port} → ${upstream.origin}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
