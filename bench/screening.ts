// Screening at scale (issue 36; issue 38's "Screening" figure): a one-million-entity list in OpenSanctions' export
// format (scripts/screening-generate.ts, generated once into bench/tmp/screening and reused) loaded into a fresh
// store — load time and the loading process's peak RSS — then a 300-officer company screened against it as the
// server screens one (subjects from the profile by subjects.ts, screenCompany), over BENCH_SCREENING_ROUNDS rounds:
// the first (cold) round apart, median and p95 of the rest. A fifth of the officers are list entities' own names and
// birth dates (true matches), half are British names the list holds namesakes of, the rest names it does not hold.
// Run alone: npm run bench:screening [-- --store postgres] (PostgreSQL from DATABASE_URL; its figures are written
// beside SQLite's); npm run bench runs the SQLite store as its screening arm (bench/screening-arm.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadListFile } from "../lib/screening/load";
import { screenCompany } from "../lib/screening/screen";
import type { ScreeningStore } from "../lib/screening/store";
import { openPostgresScreeningStore } from "../lib/screening/store-postgres";
import { openSqliteScreeningStore } from "../lib/screening/store-sqlite";
import type { CompanyProfile } from "../lib/upstream/schemas/company";
import { Random } from "../sandbox/random";
import { FORENAMES, SURNAMES } from "../sandbox/reference/names";
import { largeListEntity } from "../scripts/screening-generate";
import { REPO_ROOT } from "./placement";
import { percentile } from "./stats";

const ENTITIES = Number(process.env.BENCH_SCREENING_ENTITIES ?? 1_000_000);
const OFFICERS = Number(process.env.BENCH_SCREENING_OFFICERS ?? 300);
const ROUNDS = Number(process.env.BENCH_SCREENING_ROUNDS ?? 20);
const SEED = 20261122;
const DIR = path.join(REPO_ROOT, "bench", "tmp", "screening");
const LIST = path.join(DIR, `list-${ENTITIES}-${SEED}.ftm.json`);
const SCREENING_RESULTS = path.join(REPO_ROOT, "bench", "screening-results.json");

export interface StoreFigures {
  /** When this store was measured: a run measures one store and keeps the other's last figures. */
  measuredAt: string;
  entities: number;
  load: { seconds: number; entitiesPerSecond: number; peakRssMiB: number; rssAfterMiB: number; storeMiB: number | null; loadAverageBefore: string };
  screening: {
    officers: number; subjects: number; matches: number; rounds: number;
    firstMs: number; medianMs: number; p95Ms: number; loadAverage: string;
  };
}

export interface ScreeningResults {
  date: string;
  generateSeconds: number | null;
  listMiB: number;
  sqlite?: StoreFigures;
  postgres?: StoreFigures;
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

/** The list file, generated in its own process (its memory is not the loader's) unless a run already made it. */
function ensureList(): number | null {
  if (existsSync(LIST)) return null;
  mkdirSync(DIR, { recursive: true });
  const started = performance.now();
  const made = spawnSync(path.join(REPO_ROOT, "node_modules", ".bin", "tsx"),
    ["scripts/screening-generate.ts", `${LIST}.partial`, "--entities", String(ENTITIES), "--seed", String(SEED)], { cwd: REPO_ROOT, stdio: "inherit" });
  if (made.status !== 0) throw new Error(`screening:generate exited with ${made.status}`);
  // Named only once whole, so that an interrupted generation is never taken for the list.
  renameSync(`${LIST}.partial`, LIST);
  return Math.round((performance.now() - started) / 100) / 10;
}

/** A company of `OFFICERS` directors: a fifth the list's own people (name and birth date), half namesakes, the rest unknown. */
function company(): CompanyProfile {
  const random = new Random(SEED, "screening-bench-officers");
  const listed: { name: string; birthDate?: string }[] = [];
  for (let index = 0; listed.length < Math.round(OFFICERS / 5); index += 7919) {
    const entity = largeListEntity(SEED, index % ENTITIES) as { schema: string; properties: { name: string[]; birthDate?: string[] } };
    if (entity.schema === "Person") listed.push({ name: entity.properties.name[0]!, birthDate: entity.properties.birthDate?.[0] });
  }
  const directorsData = Array.from({ length: OFFICERS }, (_, index) => {
    const own = listed[index % 5 === 0 ? index / 5 : -1];
    const [forename, ...rest] = own ? own.name.split(" ") : [random.pick(FORENAMES)];
    const surname = own ? rest.join(" ")
      : index % 5 < 3 ? random.pick(SURNAMES) : `${random.pick(["Quell", "Varrow", "Pendry", "Oxley", "Brann"])}${random.pick(["ington", "ham", "ford", "worth"])}`;
    const middleName = !own && random.chance(0.3) ? random.pick(FORENAMES) : undefined;
    return {
      directorRole: "Director",
      detailedInformation: {
        forename, middleName, surname, birthDate: own?.birthDate ?? `19${random.int(40, 99)}-${String(random.int(1, 12)).padStart(2, "0")}-01`,
        nationality: "British",
      },
    };
  });
  return { businessName: "Bench Screening Holdings Limited", companyRegistrationNumber: "BS000300", directorsData } as unknown as CompanyProfile;
}

async function measure(store: ScreeningStore, storeFile: string | null): Promise<StoreFigures> {
  const loadAverageBefore = load();
  const started = performance.now();
  let rssPeak = process.memoryUsage().rss;
  const outcome = await loadListFile(store, { list: "million", file: LIST }, {
    onProgress: () => { rssPeak = Math.max(rssPeak, process.memoryUsage().rss); },
  });
  const seconds = (performance.now() - started) / 1000;
  // The kernel's own peak for the process (kilobytes), which sampling between batches could miss.
  const peakRss = Math.max(rssPeak, process.resourceUsage().maxRSS * 1024);
  const rssAfter = process.memoryUsage().rss;

  const profile = company();
  const coldStart = performance.now();
  let last = await screenCompany(store, profile);
  const first = performance.now() - coldStart;
  const loadAverage = load();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const began = performance.now();
    last = await screenCompany(store, profile);
    times.push(performance.now() - began);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    measuredAt: new Date().toISOString(),
    entities: outcome.inForce.entityCount,
    load: {
      seconds: Math.round(seconds * 10) / 10, entitiesPerSecond: Math.round(outcome.inForce.entityCount / seconds),
      peakRssMiB: mib(peakRss), rssAfterMiB: mib(rssAfter), storeMiB: storeFile ? mib(statSync(storeFile).size) : null, loadAverageBefore,
    },
    screening: {
      officers: OFFICERS, subjects: last.subjects.length,
      matches: last.subjects.reduce((sum, subject) => sum + subject.matches.length, 0), rounds: ROUNDS,
      firstMs: Math.round(first), medianMs: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), loadAverage,
    },
  };
}

async function main(): Promise<void> {
  const onPostgres = process.argv.includes("postgres");
  const generateSeconds = ensureList();
  const previous: Partial<ScreeningResults> = existsSync(SCREENING_RESULTS) ? JSON.parse(readFileSync(SCREENING_RESULTS, "utf8")) : {};
  let figures: StoreFigures;
  if (onPostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("--store postgres needs DATABASE_URL");
    const store = openPostgresScreeningStore(url);
    try {
      figures = await measure(store, null);
    } finally {
      await store.close();
    }
  } else {
    const file = path.join(DIR, "store.sqlite");
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    const store = openSqliteScreeningStore(file);
    try {
      figures = await measure(store, file);
    } finally {
      await store.close();
    }
  }
  const results: ScreeningResults = {
    ...previous,
    date: new Date().toISOString(),
    generateSeconds: generateSeconds ?? previous.generateSeconds ?? null,
    listMiB: mib(statSync(LIST).size),
    [onPostgres ? "postgres" : "sqlite"]: figures,
  };
  writeFileSync(SCREENING_RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(figures, null, 2));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : String(error));
    process.exit(1);
  });
}
