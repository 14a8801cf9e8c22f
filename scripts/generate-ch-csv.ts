// npm run directory:generate -- --rows 5000000 --out data/bench/BasicCompanyData.csv [--seed 1] [--broken 5]
// Writes a deterministic file in the Companies House BasicCompanyData layout for the directory benchmark and trials.
// `--broken N` spreads N deliberately malformed lines through the file, so that the import's report has something
// to count (the real register has a few).
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { chCsvHeaderLine, chCsvLine } from "../lib/directory/ch-csv-writer";
import { intFlag, readArgs } from "./lib/cli-args";
import { fakeChRow, seededRandom } from "./lib/fake-ch-rows";

export async function generateChCsv(options: { rows: number; out: string; seed: number; broken: number }): Promise<{ bytes: number }> {
  mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  const out = createWriteStream(options.out);
  const random = seededRandom(options.seed);
  const brokenEvery = options.broken > 0 ? Math.max(1, Math.floor(options.rows / (options.broken + 1))) : 0;
  let bytes = 0;
  let chunk: string[] = [chCsvHeaderLine()];
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  for (let index = 0; index < options.rows; index += 1) {
    const line = chCsvLine(fakeChRow(index, random));
    // A line cut short mid-value, as a truncated transfer leaves it.
    const broken = brokenEvery > 0 && index > 0 && index % brokenEvery === 0 && index / brokenEvery <= options.broken;
    chunk.push(broken ? line.slice(0, Math.floor(line.length / 3)) : line);
    if (chunk.length >= 2000) {
      await write(`${chunk.join("\n")}\n`);
      chunk = [];
    }
  }
  if (chunk.length) await write(`${chunk.join("\n")}\n`);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { bytes };
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2));
  const options = {
    rows: intFlag(args, "rows", 100_000),
    out: args.flags.get("out") ?? "data/bench/BasicCompanyData.csv",
    seed: intFlag(args, "seed", 1),
    broken: intFlag(args, "broken", 5),
  };
  const started = performance.now();
  const { bytes } = await generateChCsv(options);
  const seconds = (performance.now() - started) / 1000;
  console.error(`wrote ${options.rows} rows (${(bytes / 1e6).toFixed(0)} MB) to ${options.out} in ${seconds.toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
