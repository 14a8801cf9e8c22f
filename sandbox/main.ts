// npm run sandbox — generates the sandbox dataset if needed and serves the upstream's 20 operations from it.
import { ensureDataset } from "./dataset";
import { parseSandboxEnv } from "./sandbox-env";
import { startSandboxServer } from "./server";

async function main(): Promise<void> {
  const env = parseSandboxEnv(process.env);
  const { file } = await ensureDataset({
    companies: env.SANDBOX_COMPANIES,
    seed: env.SANDBOX_SEED,
    log: (line) => console.error(line),
  });
  const server = await startSandboxServer({
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    datasetFile: file,
    apiKeys: env.SANDBOX_API_KEYS,
    recordShape: env.SANDBOX_RECORD_SHAPE,
    style: env.SANDBOX_STYLE,
    changes: env.SANDBOX_CHANGES_PER_DAY > 0
      ? { perDay: env.SANDBOX_CHANGES_PER_DAY, daySeconds: env.SANDBOX_DAY_SECONDS, seed: env.SANDBOX_SEED }
      : undefined,
  });
  console.log(`sandbox listening on ${server.url}`);
  if (env.SANDBOX_CHANGES_PER_DAY > 0) {
    console.error(`sandbox: the register changes, ${env.SANDBOX_CHANGES_PER_DAY} changes a simulated day of ${env.SANDBOX_DAY_SECONDS} s (SANDBOX_CHANGES_PER_DAY=0 turns this off)`);
  }
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`sandbox: ${signal} received, closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
