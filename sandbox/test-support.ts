// Shared by the sandbox's tests: one small generated dataset per test file, in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDataset } from "./dataset";

export const SMALL_DATASET = { companies: 300, seed: 20261122 } as const;

export async function smallDataset(): Promise<{ dir: string; file: string; cleanup(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-test-"));
  const { file } = await ensureDataset({ ...SMALL_DATASET, dataDir: dir });
  return { dir, file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
