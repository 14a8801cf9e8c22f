// Generates the whole register into a new SQLite file: plans first, then each company and the procurement notices,
// written in one transaction with prepared statements. (A worker thread building half the companies was tried: on
// these shared two-core machines it did not finish sooner, so generation stays on one thread.)
import Database from "better-sqlite3";
import { INDEX_SQL, SCHEMA_SQL } from "../store-schema";
import { buildCompany, type CompanyRows } from "./company";
import type { Plan } from "./plan";
import { notices } from "./procurement";
import { makePlans } from "./plans";

export interface GenerateOptions {
  companies: number;
  seed: number;
  meta?: Record<string, string>;
}

export interface GenerateSummary {
  companies: number;
  charges: number;
  notices: number;
}

export async function generateInto(file: string, options: GenerateOptions): Promise<GenerateSummary> {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.pragma("page_size = 8192");
    db.exec(SCHEMA_SQL);
    const summary = fill(db, options);
    db.exec(INDEX_SQL);
    db.exec("ANALYZE");
    return summary;
  } finally {
    db.close();
  }
}

function fill(db: Database.Database, options: GenerateOptions): GenerateSummary {
  const plans = makePlans(options.seed, options.companies);
  const children = new Map<number, Plan[]>();
  for (const plan of plans) {
    if (plan.parent !== null) children.set(plan.parent, [...(children.get(plan.parent) ?? []), plan]);
  }
  const write = writer(db);
  const noticeList = notices(options.seed, plans, Math.max(50, Math.round(plans.length / 5)));
  db.transaction(() => {
    for (const plan of plans) write.company(buildCompany(options.seed, plan, plans, children.get(plan.ordinal) ?? []));
    for (const notice of noticeList) write.notice(notice);
    for (const [key, value] of Object.entries({ companies: String(plans.length), seed: String(options.seed), ...options.meta })) write.meta(key, value);
  })();
  return { companies: plans.length, charges: write.charges(), notices: noticeList.length };
}

function writer(db: Database.Database) {
  const insertCompany = db.prepare(
    `INSERT INTO companies VALUES (@number, @name, @status, @core, @directors, @shares, @documents, @documentsRecent,
     @activeDirector, @statutory, @simplified, @ratios, @trading, @extract, @filingValues)`,
  );
  const insertCharge = db.prepare("INSERT INTO charges (company, reg_date, charge_type, json) VALUES (?, ?, ?, ?)");
  const insertTag = db.prepare("INSERT INTO charge_tags VALUES (?, ?, ?)");
  const insertCcj = db.prepare("INSERT INTO ccjs (company, status, json) VALUES (?, ?, ?)");
  const insertPsc = db.prepare("INSERT INTO pscs (company, json) VALUES (?, ?)");
  const insertProperty = db.prepare("INSERT INTO properties VALUES (?, ?, ?)");
  const insertTrade = db.prepare("INSERT INTO trade VALUES (?, ?)");
  const insertNotice = db.prepare("INSERT INTO notices VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const insertNoticeCpv = db.prepare("INSERT OR IGNORE INTO notice_cpv VALUES (?, ?)");
  const insertMeta = db.prepare("INSERT INTO meta VALUES (?, ?)");
  let chargeCount = 0;
  return {
    company(rows: CompanyRows): void {
      const { charges, ccjs, pscs, properties, hsCodes, ...company } = rows;
      insertCompany.run(company);
      for (const charge of charges) {
        const id = Number(insertCharge.run(rows.number, charge.regDate, charge.type, charge.json).lastInsertRowid);
        for (const tag of charge.tags) insertTag.run(tag, rows.number, id);
        chargeCount += 1;
      }
      for (const ccj of ccjs) insertCcj.run(rows.number, ccj.status.toLowerCase(), ccj.json);
      for (const psc of pscs) insertPsc.run(rows.number, psc);
      for (const property of properties) insertProperty.run(property.titleNumber, rows.number, property.json);
      for (const code of hsCodes) insertTrade.run(code, rows.number);
    },
    notice(notice: ReturnType<typeof notices>[number]): void {
      insertNotice.run(notice.id, notice.published, notice.status.toLowerCase(), notice.stage.toLowerCase(), notice.contractType.toLowerCase(), notice.closingDate, notice.contractEndDate, notice.json);
      for (const cpv of notice.cpvs) insertNoticeCpv.run(cpv, notice.id);
    },
    meta(key: string, value: string): void {
      insertMeta.run(key, value);
    },
    charges: () => chargeCount,
  };
}
