// The appointments' reads and writes, shared by both engines over the typed query builder. A company's list is
// replaced whole, in the caller's transaction; a lesson that would change nothing is told by reads alone, so that
// reading a profile again opens no write transaction (PostgreSQL's is a lock every server shares).
import type { Kysely } from "kysely";
import type { CompanyAppointments, CompanyEnd, CompanyEndKind, KnownAppointment } from "./appointments";
import { numberKey } from "./number-key";
import type { DirectoryTables } from "./tables";

type Db = Kysely<DirectoryTables>;

/** Rows per IN list: well under SQLite's bound on a statement's parameters. */
const CHUNK = 500;

const rowKey = (row: { person: number | string; role: string; appointed: string; resigned: string | null; name: string; counted: number | string | null }) =>
  JSON.stringify([Number(row.person), row.role, row.appointed, row.resigned, row.name, row.counted === null ? null : Number(row.counted)]);

function rowsOf(company: CompanyAppointments) {
  // The same person in the same role from the same day, listed twice, is one appointment.
  const rows = new Map<string, DirectoryTables["directory_appointments"]>();
  for (const entry of company.appointments) {
    const row = {
      person: entry.person, company: company.number, role: entry.role, appointed: entry.appointed ?? "", resigned: entry.resigned,
      name: entry.name, counted: entry.counted,
    };
    rows.set(JSON.stringify([row.person, row.role, row.appointed]), row);
  }
  return [...rows.values()];
}

export async function appointmentsUnchanged(db: Db, lesson: readonly CompanyAppointments[]): Promise<boolean> {
  for (const part of chunks(lesson)) {
    const numbers = part.map((company) => company.number);
    const stored = await db.selectFrom("directory_appointments").select(["company", "person", "role", "appointed", "resigned", "name", "counted"])
      .where("company", "in", numbers).execute();
    const storedKeys = groupKeys(stored.map((row) => [row.company, rowKey(row)]));
    if (part.some((company) => (storedKeys.get(company.number) ?? "") !== rowsOf(company).map(rowKey).sort().join("\n"))) return false;
    const told = part.filter((company) => company.end !== undefined);
    if (!told.length) continue;
    const ends = await db.selectFrom("directory_company_ends").select(["company", "kind", "ended_on"])
      .where("company", "in", told.map((company) => company.number)).execute();
    const storedEnds = new Map(ends.map((end) => [end.company, `${end.kind} ${end.ended_on}`]));
    if (told.some((company) => (storedEnds.get(company.number) ?? null) !== (company.end ? `${company.end.kind} ${company.end.date}` : null))) return false;
  }
  return true;
}

/** Replaces each company's appointments (and its end, where the lesson tells it) a few hundred companies a statement. */
export async function writeAppointments(db: Db, lesson: readonly CompanyAppointments[]): Promise<void> {
  for (const part of chunks(lesson)) {
    await db.deleteFrom("directory_appointments").where("company", "in", part.map((company) => company.number)).execute();
    for (const rows of chunks(part.flatMap(rowsOf))) await db.insertInto("directory_appointments").values(rows).execute();
    const told = part.filter((company) => company.end !== undefined);
    if (!told.length) continue;
    await db.deleteFrom("directory_company_ends").where("company", "in", told.map((company) => company.number)).execute();
    const ends = told.flatMap((company) => (company.end ? [{ company: company.number, kind: company.end.kind, ended_on: company.end.date }] : []));
    if (ends.length) await db.insertInto("directory_company_ends").values(ends).execute();
  }
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) parts.push(items.slice(start, start + CHUNK));
  return parts;
}

/** Each company's rows as one sorted list of keys, to compare with a lesson's. */
function groupKeys(entries: readonly [string, string][]): Map<string, string> {
  const byCompany = new Map<string, string[]>();
  for (const [company, key] of entries) {
    const keys = byCompany.get(company);
    if (keys) keys.push(key);
    else byCompany.set(company, [key]);
  }
  return new Map([...byCompany].map(([company, keys]) => [company, keys.sort().join("\n")]));
}

export async function countAppointments(db: Db): Promise<number> {
  const row = await db.selectFrom("directory_appointments").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every appointment known of these people, with each company's name, status and end. */
export async function appointmentsOf(db: Db, people: readonly number[]): Promise<KnownAppointment[]> {
  const found: KnownAppointment[] = [];
  const unique = [...new Set(people)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await db.selectFrom("directory_appointments as a")
      .leftJoin("directory_company_ends as e", "e.company", "a.company")
      .select(["a.person", "a.company", "a.role", "a.appointed", "a.resigned", "a.name", "a.counted", "e.kind", "e.ended_on"])
      .where("a.person", "in", unique.slice(start, start + CHUNK))
      .execute();
    const companies = await companiesByNumber(db, rows.map((row) => row.company));
    for (const row of rows) {
      const company = companies.get(row.company);
      found.push({
        person: Number(row.person), name: row.name, role: row.role, appointed: row.appointed || null, resigned: row.resigned,
        counted: row.counted === null ? null : Number(row.counted), company: row.company,
        companyName: company?.name ?? null, companyStatus: company?.status ?? null,
        end: row.kind && row.ended_on ? ({ kind: row.kind as CompanyEndKind, date: row.ended_on } satisfies CompanyEnd) : null,
      });
    }
  }
  return found;
}

/** The directory's companies by their primary key (numberKey), not by a scan of their numbers. */
async function companiesByNumber(db: Db, numbers: readonly string[]): Promise<Map<string, { name: string; status: string | null }>> {
  const keys = [...new Set(numbers)].map(numberKey).filter((key) => Number.isFinite(key));
  if (!keys.length) return new Map();
  const rows = await db.selectFrom("directory_companies").select(["number", "name", "status"]).where("id", "in", keys).execute();
  return new Map(rows.map((row) => [row.number, { name: row.name, status: row.status }]));
}
