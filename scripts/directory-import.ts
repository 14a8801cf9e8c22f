// npm run directory:import -- FILE... [--restart] [--report PATH] [--quiet] [--worker]
// Loads Companies House BasicCompanyData files (CSV or zip, one file or the monthly parts) into the directory:
// PostgreSQL when DATABASE_URL is set (each batch streamed in with COPY), else the SQLite file DIRECTORY_FILE.
// Re-running resumes an interrupted file and skips finished ones; Ctrl-C stops cleanly at the last batch.
// Exit 0 even with malformed lines (they are counted and listed); 1 for a fatal error such as a missing file.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import cliProgress from "cli-progress";
import type { ImportReport } from "../lib/directory/csv-import";
import { directoryFile } from "../lib/directory/directory-file";
import { importFiles } from "../lib/directory/import-files";
import { openDirectory } from "../lib/directory/open-store";
import type { DirectoryStore } from "../lib/directory/store";
import { readArgs } from "./lib/cli-args";

const LISTED_MALFORMED = 20;

async function main(): Promise<number> {
  const args = readArgs(process.argv.slice(2), ["restart", "quiet", "worker"]);
  if (!args.positional.length) {
    console.error("usage: npm run directory:import -- FILE... (BasicCompanyData CSV or zip files)");
    return 1;
  }
  // PostgreSQL when DATABASE_URL is set (rows streamed in with COPY), else the SQLite file.
  const { store, where } = openDirectory("import");
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  const quiet = args.flags.has("quiet") || !process.stderr.isTTY;
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format: "{label} |{bar}| {percentage}% {rows} rows {speed} rows/s ETA {eta_formatted}",
    hideCursor: true,
    etaBuffer: 50,
  }, cliProgress.Presets.shades_classic);

  let started = 0;
  let rowsAtStart: number | null = null;
  let lastLog = 0;
  try {
    await importFiles(store, args.positional, {
      restart: args.flags.has("restart"),
      // Measured on the shared 2-core machines: the worker costs more CPU (batches are copied between
      // threads; bench/RESULTS.md) and saves no time when other work holds the cores, so it is opt-in.
      parseInWorker: args.flags.has("worker"),
      signal: controller.signal,
      onSourceStart(source) {
        started = performance.now();
        rowsAtStart = null;
        if (!quiet) bar.start(source.sizeBytes, 0, { label: source.label, rows: 0, speed: 0 });
      },
      onProgress({ label, bytes, totalBytes, rows }) {
        rowsAtStart ??= rows;
        const speed = Math.round((rows - rowsAtStart) / Math.max(0.001, (performance.now() - started) / 1000));
        if (!quiet) bar.update(bytes, { rows, speed });
        else if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          console.error(`${label}: ${rows} rows, ${speed} rows/s, ${((100 * bytes) / totalBytes).toFixed(1)}%`);
        }
      },
      async onSourceEnd(report) {
        if (!quiet) bar.stop();
        await printReport(report, (performance.now() - started) / 1000);
        await writeMalformedReport(store, report, args.flags.get("report"));
      },
      onStep: (step) => console.error(`${new Date().toISOString().slice(11, 19)} ${step}…`),
    });
  } finally {
    await store.close();
  }
  console.error(`${new Date().toISOString().slice(11, 19)} directory: ${where}`);
  return 0;

  async function printReport(report: ImportReport, seconds: number): Promise<void> {
    const resumed = report.resumedFromLine !== null ? ` (resumed after line ${report.resumedFromLine})` : "";
    const verb = { done: "imported", interrupted: "INTERRUPTED (run again to resume)", "already-imported": "already imported, skipped" }[report.outcome];
    console.error(
      `${report.label}: ${verb}${resumed} in ${seconds.toFixed(1)} s — ${report.rows} rows: ${report.inserted} new, ` +
        `${report.updated} updated, ${report.unchanged} unchanged; ${report.malformed} malformed lines`,
    );
    for (const line of await store.malformedLines(report.fileKey, LISTED_MALFORMED)) {
      console.error(`  line ${line.line}: ${line.reason}: ${line.text}`);
    }
    if (report.malformed > LISTED_MALFORMED) console.error(`  … and ${report.malformed - LISTED_MALFORMED} more (see the report file)`);
  }
}

/** Report files written by this run: a --report file gathers every file's section rather than keep the last. */
const reportsWritten = new Set<string>();

/** Every malformed line of a file, one per line, beside the directory (or where --report says, under its label). */
async function writeMalformedReport(store: DirectoryStore, report: ImportReport, where: string | undefined): Promise<void> {
  if (report.malformed === 0) return;
  const name = `${path.basename(report.label).replace(/[^\w.-]+/g, "_")}.malformed.txt`;
  const target = where ?? path.join(path.dirname(directoryFile()), "reports", name);
  const lines = (await store.malformedLines(report.fileKey)).map((line) => `line ${line.line}\t${line.reason}\t${line.text}`);
  const text = `${where ? `# ${report.label}\n` : ""}${lines.join("\n")}\n`;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    if (reportsWritten.has(target)) appendFileSync(target, text);
    else writeFileSync(target, text);
    reportsWritten.add(target);
    console.error(`  all ${lines.length} malformed lines: ${target}`);
  } catch (error) {
    console.error(`  could not write the malformed-line report to ${target}: ${(error as Error).message}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`directory:import: ${(error as Error).message}`);
    process.exit(1);
  },
);
