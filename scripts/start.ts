// npm start: the dashboard on http://localhost:3000. With no COMPANY_API_BASE_URL it first starts the sandbox (the
// project's own implementation of the data service) with a key made for this run; with one, no sandbox starts.
// It builds the dashboard when there is no production build of the current sources.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseServerEnv, type ServerEnv } from "../lib/config/env-schema";
import { ensureDirectoryFromSandbox } from "../lib/directory/ensure-from-sandbox";
import { ensureDataset } from "../sandbox/dataset";
import { parseSandboxEnv } from "../sandbox/sandbox-env";
import { loadSandboxScreeningList } from "../sandbox/screening-list-default";
import { ensureBuild } from "./lib/build";
import { startServer, stop, type Server } from "./lib/processes";
import { serverCommand, serverNodeOptions } from "./lib/server-node-options";

// Next.js would otherwise try to send anonymous telemetry, which these machines cannot reach.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const say = (line: string) => console.log(`[start] ${line}`);

async function main(): Promise<void> {
  let env: ServerEnv;
  try {
    env = parseServerEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }

  const servers: Server[] = [];
  const shutdown = async (code: number) => {
    await Promise.all(servers.map((server) => stop(server.child)));
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  let screeningLists = env.SCREENING_LISTS;
  let upstream = { baseUrl: env.COMPANY_API_BASE_URL, apiKey: env.COMPANY_API_KEY, sourceLabel: env.COMPANY_API_SOURCE_LABEL };
  if (!upstream.baseUrl) {
    const apiKey = env.SANDBOX_API_KEY ?? randomBytes(24).toString("base64url");
    say(`no COMPANY_API_BASE_URL: starting the sandbox on port ${env.SANDBOX_PORT}`);
    const sandbox = await startServer(bin("tsx"), ["sandbox/main.ts"], {
      cwd: root,
      env: { ...process.env, SANDBOX_PORT: String(env.SANDBOX_PORT), SANDBOX_API_KEYS: apiKey },
      readyUrl: `http://127.0.0.1:${env.SANDBOX_PORT}/`,
    });
    servers.push(sandbox);
    upstream = { baseUrl: sandbox.url, apiKey, sourceLabel: "Sandbox (generated data)" };
    // The sandbox made its dataset (and the Companies House CSV beside it) before listening; the same environment
    // names the same files here, so this returns at once and only tells where the CSV is.
    const sandboxEnv = parseSandboxEnv({ ...process.env, SANDBOX_API_KEYS: apiKey });
    const { file, companiesCsv, groupsCsv } = await ensureDataset({ companies: sandboxEnv.SANDBOX_COMPANIES, seed: sandboxEnv.SANDBOX_SEED });
    await ensureDirectoryFromSandbox(companiesCsv, { groupsCsv, dataset: file, say });
    // Screening shows working out of the box: the sandbox's own list, with matches aimed at its people and owners.
    screeningLists ??= await loadSandboxScreeningList(file, sandboxEnv.SANDBOX_SEED, say);
  }

  await ensureBuild(root, say);
  const [node, args] = serverCommand(root, ["-p", String(env.PORT), "-H", env.HOST]);
  const dashboard = await startServer(node, args, {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS), COMPANY_API_BASE_URL: upstream.baseUrl, COMPANY_API_KEY: upstream.apiKey, COMPANY_API_SOURCE_LABEL: upstream.sourceLabel, ...(screeningLists ? { SCREENING_LISTS: screeningLists } : {}) },
    readyUrl: `http://${env.HOST}:${env.PORT}/api/health`,
  });
  servers.push(dashboard);
  say(`dashboard ready on http://localhost:${env.PORT} (data from ${upstream.baseUrl ? new URL(upstream.baseUrl).host : "?"})`);

  // If either process dies, stop the other: a dashboard without its upstream is not "started".
  for (const server of servers) {
    server.child.once("exit", (code) => {
      say(`a child process exited (${code}); stopping`);
      void shutdown(code ?? 1);
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});
