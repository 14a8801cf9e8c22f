// Makes sure a generated dataset exists for a size and seed, generating it only when the generator's source, the
// seed or the size changed: the file name carries all three, so an existing file is reused as it is.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureCompaniesCsv, ensureGroupsCsv } from "./ch-export";
import { generateInto } from "./generate/run";
import { REPO_ROOT } from "./repo-root";

export interface EnsureDatasetOptions {
  companies: number;
  seed: number;
  /** Where dataset files live; default `<repo>/data/sandbox`. */
  dataDir?: string;
  log?: (line: string) => void;
}

const SANDBOX_DIR = path.join(REPO_ROOT, "sandbox");

/**
 * The files whose content shapes the data: the generator, its reference lists and helpers, the demo cases, the
 * table layout, and the operations table (its lending tags and charge types). The server, store reader and tests
 * are left out, so that changing them does not regenerate the dataset.
 */
const GENERATOR_SOURCES = [
  "generate", "reference", "random.ts", "dates.ts", "demo-companies.ts", "store-schema.ts", "repo-root.ts",
].map((entry) => path.join(SANDBOX_DIR, entry));
// The generator publishes the dashboard's own ratios (deriveRatios over the accounts schema), so those shape it too.
const SHARED_SOURCES = [
  ["upstream", "operations.ts"], ["financials", "ratios.ts"], ["upstream", "schemas", "accounts.ts"], ["upstream", "fields.ts"],
  ["format", "numbers.ts"], ["reference", "companies-house.ts"],
].map((parts) => path.join(REPO_ROOT, "lib", ...parts)).concat(
  // The filing sentences are Companies House's templates filled in (generate/filings.ts).
  path.join(REPO_ROOT, "reference", "companies-house-enumerations", "filing_history_descriptions.yml"),
);

/** A hash of every source and reference file that shapes the data (tests excluded: they do not). */
export function generatorHash(): string {
  const hash = createHash("sha256");
  const files = [...GENERATOR_SOURCES.flatMap((entry) => (entry.endsWith(".ts") ? [entry] : sourceFiles(entry))), ...SHARED_SOURCES];
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if ((entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) || entry.name.endsWith(".csv")) files.push(full);
  }
  return files;
}

export function datasetFileName(companies: number, seed: number, hash: string): string {
  return `sandbox-${companies}-${seed}-${hash}.sqlite`;
}

export interface EnsuredDataset {
  file: string;
  generated: boolean;
  /** The same companies in the Companies House CSV layout, for the dashboard's directory. */
  companiesCsv: string;
  /** Each company's parent, for the directory's list of subsidiaries. */
  groupsCsv: string;
}

export async function ensureDataset(options: EnsureDatasetOptions): Promise<EnsuredDataset> {
  const dataset = await ensureDatabase(options);
  const companiesCsv = await ensureCompaniesCsv(dataset.file, options.log);
  return { ...dataset, companiesCsv, groupsCsv: ensureGroupsCsv(dataset.file) };
}

async function ensureDatabase(options: EnsureDatasetOptions): Promise<{ file: string; generated: boolean }> {
  const dataDir = options.dataDir ?? path.join(REPO_ROOT, "data", "sandbox");
  const log = options.log ?? (() => {});
  const hash = generatorHash();
  const name = datasetFileName(options.companies, options.seed, hash);
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    log(`sandbox dataset ${name} is up to date`);
    return { file, generated: false };
  }
  mkdirSync(dataDir, { recursive: true });
  // Earlier generations of the same size and seed are outdated now; other sizes and seeds may still be in use.
  const stalePrefix = `sandbox-${options.companies}-${options.seed}-`;
  for (const entry of readdirSync(dataDir)) {
    if (!entry.startsWith(stalePrefix) || entry === name || generatingNow(entry)) continue;
    rmSync(path.join(dataDir, entry), { force: true });
  }
  log(`generating sandbox dataset: ${options.companies} companies, seed ${options.seed}…`);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  // Written under a temporary name and renamed, so that an interrupted run never leaves a half-made dataset.
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  try {
    const summary = await generateInto(partial, { companies: options.companies, seed: options.seed, meta: { generator: hash } });
    renameSync(partial, file);
    const cpu = process.cpuUsage(cpuStarted);
    log(
      `generated ${summary.companies} companies, ${summary.charges} charges, ${summary.notices} procurement notices in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s) → ${file}`,
    );
  } finally {
    rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
  }
  return { file, generated: true };
}

/** Whether a file is another live process's dataset in the making (`<name>.<pid>.partial`), left alone then. */
function generatingNow(entry: string): boolean {
  const pid = /\.(\d+)\.partial(-journal)?$/.exec(entry)?.[1];
  if (!pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}
