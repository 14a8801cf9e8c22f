// Read access to a generated dataset: one prepared statement per lookup; JSON comes out as stored text and is
// spliced, not parsed, wherever a response is a stored record or a concatenation of them.
import Database from "better-sqlite3";

export interface CompanyRow {
  number: string;
  name: string;
  status: string;
  core: string;
  directors: string;
  shares: string;
  documents: string;
  documents_recent: string | null;
  active_director: string | null;
  statutory: string | null;
  simplified: string | null;
  ratios: string | null;
  trading: string | null;
  extract: string | null;
  /** By transaction id, the description values only the companies-house style sends (generate/filings.ts). */
  filing_values: string;
}

/** Changes laid over the dataset (changes.ts): the company as changed, and its CCJs with any new ones. */
export interface RowOverlay {
  company(number: string): CompanyRow | undefined;
  ccjs(number: string, generated: string[], status?: string): string[];
}

export interface Page {
  size: number;
  page: number;
}

export interface NoticeFilters {
  cpvPrefixes: string[];
  status?: string;
  stage?: string;
  contractType?: string;
  closingFrom?: string;
  closingTo?: string;
  endFrom?: string;
  endTo?: string;
}

export interface Envelope {
  company: string;
  name: string;
  charges: string[];
}

/** `[low, high)` text bounds matching every code that starts with `prefix` (digits sort below ':'). */
const prefixBounds = (prefix: string): [string, string] => [prefix, `${prefix}:`];

export class SandboxStore {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.db.pragma("cache_size = -65536");
    this.db.pragma("mmap_size = 1073741824");
  }

  private statement(sql: string): Database.Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /** Set by the server when the register changes over time (change-clock.ts): its answers win over the dataset's. */
  overlay: RowOverlay | undefined;

  company(number: string): CompanyRow | undefined {
    if (this.overlay) return this.overlay.company(number);
    return this.generatedCompany(number);
  }

  generatedCompany(number: string): CompanyRow | undefined {
    return this.statement("SELECT * FROM companies WHERE number = ?").get(number) as CompanyRow | undefined;
  }

  companyName(number: string): string {
    const row = this.statement("SELECT name FROM companies WHERE number = ?").get(number) as { name: string } | undefined;
    return row?.name ?? "";
  }

  latestCharge(number: string): string | undefined {
    const row = this.statement("SELECT json FROM charges WHERE company = ? ORDER BY reg_date DESC, id LIMIT 1").get(number) as { json: string } | undefined;
    return row?.json;
  }

  chargesByTag(tag: string, { size, page }: Page): Envelope[] {
    const companies = this.statement("SELECT DISTINCT company FROM charge_tags WHERE tag = ? ORDER BY company LIMIT ? OFFSET ?").pluck().all(tag, size, page * size) as string[];
    const charges = this.statement("SELECT c.json FROM charge_tags t JOIN charges c ON c.id = t.charge_id WHERE t.tag = ? AND t.company = ? ORDER BY c.reg_date DESC, c.id").pluck();
    return companies.map((company) => ({ company, name: this.companyName(company), charges: charges.all(tag, company) as string[] }));
  }

  chargesByType(type: string, { size, page }: Page): Envelope[] {
    const companies = this.statement("SELECT DISTINCT company FROM charges WHERE charge_type = ? ORDER BY company LIMIT ? OFFSET ?").pluck().all(type, size, page * size) as string[];
    const charges = this.statement("SELECT json FROM charges WHERE charge_type = ? AND company = ? ORDER BY reg_date DESC, id").pluck();
    return companies.map((company) => ({ company, name: this.companyName(company), charges: charges.all(type, company) as string[] }));
  }

  /** Every company with a charge registered between two ISO dates (inclusive), its charges newest first. */
  chargesByDate(from: string, to: string): Envelope[] {
    const rows = this.statement("SELECT company, json FROM charges WHERE reg_date BETWEEN ? AND ? ORDER BY company, reg_date DESC, id").all(from, to) as { company: string; json: string }[];
    const envelopes: Envelope[] = [];
    for (const row of rows) {
      const last = envelopes.at(-1);
      if (last?.company === row.company) last.charges.push(row.json);
      else envelopes.push({ company: row.company, name: this.companyName(row.company), charges: [row.json] });
    }
    return envelopes;
  }

  pscs(number: string): string[] {
    return this.statement("SELECT json FROM pscs WHERE company = ? ORDER BY id").pluck().all(number) as string[];
  }

  /** CCJs newest first; `status` is lower case ("set aside"). */
  ccjs(number: string, status?: string): string[] {
    const generated = this.generatedCcjs(number, status);
    return this.overlay ? this.overlay.ccjs(number, generated, status) : generated;
  }

  private generatedCcjs(number: string, status?: string): string[] {
    if (status) return this.statement("SELECT json FROM ccjs WHERE company = ? AND status = ? ORDER BY id").pluck().all(number, status) as string[];
    return this.statement("SELECT json FROM ccjs WHERE company = ? ORDER BY id").pluck().all(number) as string[];
  }

  extractByTitle(title: string): string | undefined {
    const row = this.statement("SELECT c.extract FROM properties p JOIN companies c ON c.number = p.company WHERE p.title_number = ?").get(title) as { extract: string | null } | undefined;
    return row?.extract ?? undefined;
  }

  properties(number: string): string[] {
    return this.statement("SELECT json FROM properties WHERE company = ? ORDER BY title_number").pluck().all(number) as string[];
  }

  /** Company extracts of every company trading a code under any of the prefixes, by company number. */
  tradeExtracts(prefixes: string[], { size, page }: Page): string[] {
    const where = prefixes.map(() => "(hs_code >= ? AND hs_code < ?)").join(" OR ");
    const sql = `SELECT c.extract FROM companies c WHERE c.number IN (SELECT DISTINCT company FROM trade WHERE ${where}) ORDER BY c.number LIMIT ? OFFSET ?`;
    return this.statement(sql).pluck().all(...prefixes.flatMap(prefixBounds), size, page * size) as string[];
  }

  notices(filters: NoticeFilters, { size, page }: Page): string[] {
    const clauses: string[] = [];
    const values: string[] = [];
    const add = (clause: string, value: string | undefined) => {
      if (value === undefined) return;
      clauses.push(clause);
      values.push(value);
    };
    add("status = ?", filters.status);
    add("stage = ?", filters.stage);
    add("contract_type = ?", filters.contractType);
    add("closing_date >= ?", filters.closingFrom);
    add("closing_date <= ?", filters.closingTo);
    add("contract_end_date >= ?", filters.endFrom);
    add("contract_end_date <= ?", filters.endTo);
    if (filters.cpvPrefixes.length) {
      const any = filters.cpvPrefixes.map(() => "(cpv >= ? AND cpv < ?)").join(" OR ");
      clauses.push(`id IN (SELECT notice_id FROM notice_cpv WHERE ${any})`);
      values.push(...filters.cpvPrefixes.flatMap(prefixBounds));
    }
    const where = clauses.length ? `WHERE ${clauses.join(" AND ")}` : "";
    const sql = `SELECT json FROM notices ${where} ORDER BY published DESC, id LIMIT ? OFFSET ?`;
    return this.statement(sql).pluck().all(...values, size, page * size) as string[];
  }

  /** Every company number, in order (for tests and benchmarks that walk or sample the register). */
  companyNumbers(): string[] {
    return this.statement("SELECT number FROM companies ORDER BY number").pluck().all() as string[];
  }

  meta(key: string): string | undefined {
    const row = this.statement("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
    return row?.value;
  }

  close(): void {
    this.db.close();
  }
}
