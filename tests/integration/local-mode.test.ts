// Local mode needs no sign-in, so `npm start` refuses to listen on any address but loopback until users are configured.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("npm start in local mode", () => {
  it.each(["0.0.0.0", "192.0.2.10", "::"])("refuses HOST=%s with a message naming HOST", (host) => {
    const env = { ...process.env, HOST: host, PORT: "3799", SANDBOX_PORT: "4799" };
    Reflect.deleteProperty(env, "USERS_FILE");
    Reflect.deleteProperty(env, "OIDC_ISSUER");
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("HOST");
    expect(result.stderr).toContain("USERS_FILE");
  });
});
