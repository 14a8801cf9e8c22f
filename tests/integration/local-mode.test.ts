// Local mode needs no sign-in, so the dashboard refuses to listen on any address but loopback until users are
// configured: `npm start` checks HOST before it starts anything, and the server itself checks its own address. Plain
// `next start` (no request gate in front) does not run at all.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startServer } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";

const root = path.resolve(import.meta.dirname, "../..");

/** The environment with no users file, no single sign-on and no HOST: local mode. */
function localEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["USERS_FILE", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "HOST", "HOSTNAME", "DATABASE_URL"]) {
    Reflect.deleteProperty(env, name);
  }
  return { ...env, ...extra };
}

describe("npm start in local mode", () => {
  it.each(["0.0.0.0", "192.0.2.10", "::"])("refuses HOST=%s with a message naming HOST", (host) => {
    const env = localEnv({ HOST: host, PORT: "3799", SANDBOX_PORT: "4799" });
    const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], { cwd: root, env, encoding: "utf8", timeout: 60_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("HOST");
    expect(result.stderr).toContain("USERS_FILE");
  });
});

describe("the server in local mode, without the launcher", () => {
  const databaseFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), "dashboard-local-")), "dashboard.sqlite");

  it.each([{ given: "-H 0.0.0.0", hostArgs: ["-H", "0.0.0.0"] }, { given: "no -H (every interface)", hostArgs: [] }])(
    "refuses to run with $given", async ({ hostArgs }) => {
      const port = await freePort();
      const { code, stderr } = await runToExit(serverCommand(root, ["-p", String(port), ...hostArgs]), localEnv({ DATABASE_FILE: databaseFile() }));
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stderr).toContain("Refusing to start");
      expect(stderr).toContain("127.0.0.1");
      expect(stderr).toContain("USERS_FILE");
    },
  );

  it("serves on -H 127.0.0.1, and stops on SIGTERM as `next start` does (143)", async () => {
    const port = await freePort();
    const server = await startServer(...serverCommand(root, ["-p", String(port), "-H", "127.0.0.1"]), {
      cwd: root,
      env: localEnv({ DATABASE_FILE: databaseFile() }),
      readyUrl: `http://127.0.0.1:${port}/api/health`,
      timeoutMs: 25_000,
    });
    try {
      const answer = await fetch(`${server.url}/api/health`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "ok" });
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(143);
  });
});

describe("next start, without the server's request gate", () => {
  it("refuses to run, naming the command that starts the dashboard", async () => {
    const port = await freePort();
    const next = path.join(root, "node_modules", ".bin", "next");
    const { code, stderr } = await runToExit([next, ["start", "-p", String(port), "-H", "127.0.0.1"]], localEnv({
      DATABASE_FILE: path.join(mkdtempSync(path.join(os.tmpdir(), "dashboard-ungated-")), "dashboard.sqlite"),
    }));
    expect(code).toBe(2);
    expect(stderr).toContain("request gate");
    expect(stderr).toContain("scripts/serve.mjs");
  });
});

/** Runs a server command that is expected to stop on its own, with what it wrote to stderr. */
async function runToExit([command, args]: [string, string[]], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(command, args, { cwd: root, env });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  // Should it serve instead, it is stopped rather than left running, and the test fails on its exit.
  const kill = setTimeout(() => child.kill("SIGKILL"), 25_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(kill);
  return { code, stderr };
}
