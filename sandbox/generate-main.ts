// npm run sandbox:generate — generates the sandbox dataset and its screening list now (if the generator, seed or size
// changed) and reports how long it took; `--force` regenerates the dataset even when an up-to-date file exists.
import { rmSync } from "node:fs";
import path from "node:path";
import { datasetFileName, ensureDataset, generatorHash } from "./dataset";
import { REPO_ROOT } from "./repo-root";
import { ensureScreeningList } from "./screening-list";
import { parseSandboxEnv } from "./sandbox-env";

async function main(): Promise<void> {
  const env = parseSandboxEnv(process.env);
  if (process.argv.includes("--force")) {
    const dataDir = path.join(REPO_ROOT, "data", "sandbox");
    rmSync(path.join(dataDir, datasetFileName(env.SANDBOX_COMPANIES, env.SANDBOX_SEED, generatorHash())), { force: true });
  }
  const result = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: (line) => console.log(line) });
  console.log(result.generated ? `dataset ready: ${result.file}` : `dataset already up to date: ${result.file}`);
  console.log(`screening list: ${ensureScreeningList(result.file, env.SANDBOX_SEED).listFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
