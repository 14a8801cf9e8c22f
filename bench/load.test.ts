import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLoad } from "./load";

let server: http.Server;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push(request.url ?? "");
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the load generator's spread paths", () => {
  it("takes each path once across all connections, from the index given, and says how many it took", async () => {
    const paths = Array.from({ length: 2000 }, (_, index) => `/companies/${index}`);
    const { port } = server.address() as AddressInfo;
    const result = await runLoad({ url: `http://127.0.0.1:${port}`, paths, spreadFrom: 100, connections: 4, seconds: 1, rate: 200 }, false);
    expect(result.ok).toBeGreaterThan(20);
    expect(new Set(asked).size).toBe(asked.length);
    const indices = asked.map((path) => Number(path.split("/").pop()));
    expect(Math.min(...indices)).toBeGreaterThanOrEqual(100);
    expect(result.pathsTaken).toBeGreaterThanOrEqual(asked.length);
    expect(Math.max(...indices)).toBeLessThan(100 + (result.pathsTaken ?? 0));
  }, 30_000);
});
