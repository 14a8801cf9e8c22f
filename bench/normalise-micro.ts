// A micro-bench of the first read of a record, without HTTP (not part of `npm test` or `npm run bench`): fetches
// the profiles of a few hundred of the dataset's companies from a running sandbox once, then times, per answer, the
// JSON parse, the profile schema's validation alone, the whole of normaliseAnswer (the validation and the wording),
// and the stringify and encoding the route sends; prints each pass and the fastest pass of each step.
//
//   SANDBOX=http://127.0.0.1:4150 KEY=benchkey [COMPANIES=300] [PASSES=5] \
//     node --conditions=react-server --import tsx bench/normalise-micro.ts
import { readdirSync } from "node:fs";
import path from "node:path";

const sandbox = process.env.SANDBOX ?? "http://127.0.0.1:4150";
const key = process.env.KEY ?? "benchkey";
const companies = Number(process.env.COMPANIES ?? 300);
const passes = Number(process.env.PASSES ?? 10);
Object.assign(process.env, { NODE_ENV: "production", COMPANY_API_BASE_URL: sandbox, COMPANY_API_KEY: key });

async function main(): Promise<void> {
  const dir = path.join(process.cwd(), "data", "sandbox");
  const file = process.env.DATASET ?? path.join(dir, readdirSync(dir).filter((name) => name.endsWith(".sqlite")).sort().pop() ?? "");
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  // Past the demo companies (the very large ones would dominate): ordinary records, as most lookups are.
  const numbers = db.prepare("SELECT number FROM companies ORDER BY rowid LIMIT ? OFFSET 100").pluck().all(companies) as string[];
  db.close();
  const raws = await Promise.all(numbers.map(async (crn) => (await fetch(`${sandbox}/companies/${crn}`, { headers: { "x-api-key": key } })).text()));
  const { operations } = await import("../lib/upstream/operations");
  const { normaliseAnswer } = await import("../lib/api/normalise");
  const operation = operations.companyProfile;
  const utf8 = new TextEncoder();
  console.log(`${raws.length} profiles, ${Math.round(raws.reduce((sum, raw) => sum + raw.length, 0) / raws.length)} bytes on average`);
  const best = { parse: Infinity, validate: Infinity, normalise: Infinity, stringify: Infinity };
  for (let pass = 0; pass < passes; pass += 1) {
    const spent = { parse: 0, validate: 0, normalise: 0, stringify: 0 };
    for (const raw of raws) {
      let t = performance.now();
      const body: unknown = JSON.parse(raw);
      spent.parse += performance.now() - t;
      t = performance.now();
      operation.schema.safeParse(body);
      spent.validate += performance.now() - t;
      t = performance.now();
      const answer = normaliseAnswer(operation, body, {});
      spent.normalise += performance.now() - t;
      if (!answer.ok) throw new Error(answer.reason);
      t = performance.now();
      utf8.encode(JSON.stringify(answer.body));
      spent.stringify += performance.now() - t;
    }
    for (const step of Object.keys(best) as Array<keyof typeof best>) best[step] = Math.min(best[step], spent[step]);
    console.log(`pass ${pass + 1}: ${line(spent, raws.length)}`);
  }
  console.log(`fastest: ${line(best, raws.length)}`);
}

function line(spent: Record<string, number>, count: number): string {
  const per = (ms: number) => (ms / count).toFixed(3);
  return `parse ${per(spent.parse)}, validate ${per(spent.validate)}, normalise (validate + wording) ${per(spent.normalise)}, stringify+encode ${per(spent.stringify)} ms per answer`;
}

void main();
