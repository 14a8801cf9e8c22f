// Free ports for the benchmark's servers, from the ranges this benchmark may use (3600–3699 and 4600–4699), so
// that it does not collide with a dashboard or a test run on the same machine.
import net from "node:net";

const RANGES: readonly (readonly [number, number])[] = [[3600, 3699], [4600, 4699]];
const taken = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The next free port of the given range (0: 3600–3699, the servers under test; 1: 4600–4699, upstreams). */
export async function freePort(range: 0 | 1): Promise<number> {
  const [low, high] = RANGES[range];
  for (let port = low; port <= high; port += 1) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${low}–${high}`);
}
