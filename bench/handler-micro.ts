// A micro-bench for iterating on issue 18 without a `next build` per change (not part of `npm test` or `npm run
// bench`): it calls the company profile route's GET handler in this process, as Next would, against a running
// sandbox, and prints the CPU per call of the handler beside a floor-like pass-through (fetch, text, a Response) made
// the same way. Next's own request handling is not in either figure; the floor arm's ratios are the verdict.
//
//   SANDBOX=http://127.0.0.1:4150 KEY=benchkey [CACHED=1] [MICRO_SECONDS=4] \
//     node --conditions=react-server --import tsx bench/handler-micro.ts [--cpu-prof]
//
// Uncached, both walk the sandbox dataset's companies (one cursor each, the same order), so that every BFF call reads
// a record it has not read before, as the floor arm's uncached arm does; cached, both ask for one company.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const sandbox = process.env.SANDBOX ?? "http://127.0.0.1:4150";
const key = process.env.KEY ?? "benchkey";
const cached = process.env.CACHED === "1";
const seconds = Number(process.env.MICRO_SECONDS ?? 4);
const connections = 8;
const crn = "09990001";

/** The dataset's company numbers in its order (the newest dataset file under data/sandbox, or DATASET). */
async function datasetNumbers(): Promise<string[]> {
  const dir = path.join(process.cwd(), "data", "sandbox");
  const file = process.env.DATASET ?? path.join(dir, readdirSync(dir).filter((name) => name.endsWith(".sqlite")).sort().pop() ?? "");
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const numbers = db.prepare("SELECT number FROM companies ORDER BY rowid").pluck().all() as string[];
  db.close();
  return numbers;
}

/** The next company of a walk through `numbers`, or always `crn` when cached. */
function walker(numbers: readonly string[]): () => string {
  let cursor = 0;
  return () => (cached ? crn : numbers[cursor++ % numbers.length]!);
}

Object.assign(process.env, {
  NODE_ENV: "production",
  COMPANY_API_BASE_URL: sandbox,
  COMPANY_API_KEY: key,
  RATE_LIMIT_USER_PER_MINUTE: "1000000",
  RATE_LIMIT_IP_PER_MINUTE: "1000000",
  CACHE_TTL_SECONDS: cached ? "300" : "0",
  CACHE_STALE_SECONDS: cached ? "86400" : "0",
  DATABASE_FILE: path.join(mkdtempSync(path.join(tmpdir(), "handler-micro-")), "micro.sqlite"),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const request = (crn: string) =>
  new Request(`http://127.0.0.1:3000/api/companies/${crn}`, { headers: { host: "127.0.0.1:3000", "x-dashboard-peer-address": "127.0.0.1" } });

async function floor(crn: string): Promise<Response> {
  const answer = await fetch(`${sandbox}/companies/${crn}`, { headers: { "x-api-key": key, accept: "application/json" } });
  return new Response(await answer.text(), { status: answer.status, headers: { "content-type": "application/json" } });
}

async function measure(name: string, call: () => Promise<Response>): Promise<void> {
  const until = performance.now() + seconds * 1000;
  let count = 0;
  let failed = 0;
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (performance.now() < until) {
      const response = await call();
      await response.arrayBuffer();
      if (response.status === 200) count += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000 / Math.max(1, count);
  console.log(`${name}: ${count} ok, ${failed} failed, ${ms.toFixed(3)} ms CPU per call, ${(count / seconds).toFixed(0)}/s`);
}

async function main(): Promise<void> {
  const { GET } = (await import("../app/api/companies/[crn]/route")) as unknown as { GET: Handler };
  const numbers = await datasetNumbers();
  const floorNext = walker(numbers);
  const bffNext = walker(numbers);
  const bff = () => {
    const next = bffNext();
    return GET(request(next), { params: Promise.resolve({ crn: next }) });
  };
  const first = await bff();
  console.log("first answer", first.status, (await first.text()).length, "bytes");
  for (let round = 0; round < 3; round += 1) {
    await measure("floor-like pass-through", () => floor(floorNext()));
    await measure(cached ? "BFF handler (cache hit)" : "BFF handler (uncached)", bff);
  }
  process.exit(0);
}

void main();
