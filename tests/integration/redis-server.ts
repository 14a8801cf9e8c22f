// The Redis the cache tests run against: TEST_REDIS_URL when given (.ci/run starts one), else a redis-server this
// suite starts on a free port and stops. Without either, the Redis tests are skipped, except on CI where it fails.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { stop } from "../../scripts/lib/processes";

export async function startRedis(port: number): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => undefined };
  if (spawnSync("redis-server", ["--version"]).status !== 0) {
    if (process.env.CI) throw new Error("redis-server is not installed (.ci/run installs it)");
    console.warn("redis-server is not installed: the Redis cache tests are skipped");
    return undefined;
  }
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  for (let tries = 0; !(await answers(port)); tries++) {
    if (tries > 50) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stop(child) };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}
