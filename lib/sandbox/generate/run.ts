// Generates the whole register into a new SQLite file: plans first, then each company and the procurement notices,
// written in one transaction with prepared statements.
import Database from "better-sqlite3";
import { INDEX_SQL, SCHEMA_SQL } from "../store-schema";
import { buildCompany } from "./company";
import { notices } from "./procurement";
import type { Plan } from "./plan";
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

export function generateInto(file: string, options: GenerateOptions): GenerateSummary {
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
  const insertCompany = db.prepare(
    `INSERT INTO companies VALUES (@number, @name, @status, @core, @directors, @shares, @documents, @documentsRecent,
     @activeDirector, @statutory, @simplified, @ratios, @trading, @extract)`,
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

  const noticeList = notices(options.seed, plans, Math.max(50, Math.round(plans.length / 5)));
  db.transaction(() => {
    for (const plan of plans) {
      const rows = buildCompany(options.seed, plan, plans, children.get(plan.ordinal) ?? []);
      insertCompany.run(rows);
      for (const charge of rows.charges) {
        const id = Number(insertCharge.run(rows.number, charge.detailed.regDate, charge.type, JSON.stringify(charge.detailed)).lastInsertRowid);
        for (const tag of charge.tags) insertTag.run(tag, rows.number, id);
        chargeCount += 1;
      }
      for (const ccj of rows.ccjs) insertCcj.run(rows.number, ccj.status.toLowerCase(), JSON.stringify(ccj.record));
      for (const psc of rows.pscs) insertPsc.run(rows.number, psc);
      for (const property of rows.properties) insertProperty.run(property.titleNumber, rows.number, JSON.stringify(property.record));
      for (const code of rows.hsCodes) insertTrade.run(code, rows.number);
    }
    for (const notice of noticeList) {
      insertNotice.run(notice.id, notice.published, notice.status.toLowerCase(), notice.stage.toLowerCase(), notice.contractType.toLowerCase(), notice.closingDate, notice.contractEndDate, notice.json);
      for (const cpv of notice.cpvs) insertNoticeCpv.run(cpv, notice.id);
    }
    for (const [key, value] of Object.entries({ companies: String(plans.length), seed: String(options.seed), ...options.meta })) insertMeta.run(key, value);
  })();
  return { companies: plans.length, charges: chargeCount, notices: noticeList.length };
}
