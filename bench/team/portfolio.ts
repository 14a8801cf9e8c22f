// The team's companies, from the sandbox's own register (the Companies House CSV its directory is imported from): a
// shared portfolio of active companies that every analyst dips into, and a wider set each analyst draws from alone.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { parseCsvLine } from "../../lib/directory/csv-line";
import { Random } from "../../sandbox/random";
import type { Portfolio, PoolCompany } from "./script";

const SHARED = 30;
const WIDE = 600;

/** Active companies from the first lines of the register, in a seeded order: the first 30 shared, the next 600 wide. */
export async function readPortfolio(companiesCsv: string, seed: number): Promise<Portfolio> {
  const lines = createInterface({ input: createReadStream(companiesCsv, "utf8"), crlfDelay: Infinity });
  const companies: PoolCompany[] = [];
  let columns: { name: number; number: number; status: number } | undefined;
  for await (const line of lines) {
    const parsed = parseCsvLine(line);
    if (!parsed.ok) continue;
    const fields = parsed.fields.map((field) => field.trim());
    if (!columns) {
      columns = { name: fields.indexOf("CompanyName"), number: fields.indexOf("CompanyNumber"), status: fields.indexOf("CompanyStatus") };
      continue;
    }
    const name = fields[columns.name] ?? "";
    const number = fields[columns.number] ?? "";
    if (name.length >= 4 && number && fields[columns.status] === "Active") companies.push({ name, number });
    if (companies.length >= (SHARED + WIDE) * 3) break;
  }
  lines.close();
  const random = new Random(seed, "team-portfolio");
  const order = companies.map((company) => ({ company, key: random.next() })).sort((a, b) => a.key - b.key).map((entry) => entry.company);
  if (order.length < SHARED + 3) throw new Error(`the register ${companiesCsv} has only ${order.length} active companies`);
  return { shared: order.slice(0, SHARED), wide: order.slice(SHARED, SHARED + WIDE) };
}
