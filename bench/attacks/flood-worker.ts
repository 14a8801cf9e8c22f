// The anonymous flood, in its own process so that its load does not slow the client that times the signed-in
// user's lookups: FLOOD_URL, FLOOD_PATH, FLOOD_FROM (local address), FLOOD_CONNECTIONS, FLOOD_SECONDS. Prints one
// line of JSON: requests sent and answers by status.
import http from "node:http";

const url = new URL(process.env.FLOOD_URL ?? "");
const path = process.env.FLOOD_PATH ?? "/";
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 100);
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: process.env.FLOOD_FROM });
const statuses: Record<string, number> = {};
let sent = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    sent += 1;
    const request = http.get({ agent, hostname: url.hostname, port: url.port, path }, (response) => {
      response.resume();
      response.on("end", () => {
        statuses[String(response.statusCode)] = (statuses[String(response.statusCode)] ?? 0) + 1;
        resolve();
      });
    });
    request.on("error", () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
  });
}

const until = performance.now() + seconds * 1000;
const started = performance.now();
await Promise.all(Array.from({ length: connections }, async () => {
  while (performance.now() < until) await once();
}));
agent.destroy();
console.log(JSON.stringify({ sent, statuses, seconds: (performance.now() - started) / 1000 }));
