// Writes the sandbox's companies beside its dataset in the Companies House BasicCompanyData layout, so that the
// dashboard's directory can import them like the real file. Kept out of generate/ on purpose: the dataset's hash
// covers the generator's sources, and this export does not shape the data.
import Database from "better-sqlite3";
import { createWriteStream, existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { chCsvHeaderLine, chCsvLine, type ChCsvRow } from "../lib/directory/ch-csv-writer";

/** `<dataset without .sqlite>.companies.csv`, beside the dataset. */
export function companiesCsvPath(datasetFile: string): string {
  return `${datasetFile.replace(/\.sqlite$/, "")}.companies.csv`;
}

/** `<dataset without .sqlite>.groups.csv`: each company's parent (empty for none), for the directory's group list. */
export function groupsCsvPath(datasetFile: string): string {
  return `${datasetFile.replace(/\.sqlite$/, "")}.groups.csv`;
}

/**
 * Writes the group relations when missing: `CompanyNumber,ParentCompanyNumber`, one line per company (numbers
 * only, so no quoting). Companies House's company file carries no parent, hence a file of its own.
 */
export function ensureGroupsCsv(datasetFile: string): string {
  const csvPath = groupsCsvPath(datasetFile);
  if (existsSync(csvPath)) return csvPath;
  const db = new Database(datasetFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT number, coalesce(json_extract(core, '$.groupStructures.parentCompanyRegistrationNumber'), '') AS parent
      FROM companies ORDER BY number`).all() as { number: string; parent: string }[];
    const partial = `${csvPath}.${process.pid}.partial`;
    writeFileSync(partial, ["CompanyNumber,ParentCompanyNumber", ...rows.map((row) => `${row.number},${row.parent}`)].join("\n") + "\n");
    renameSync(partial, csvPath);
  } finally {
    db.close();
  }
  return csvPath;
}

// The generator's planned states → the words of Companies House's bulk CSV, which are not those of its API
// vocabulary (a dormant company is "Active" there, told apart by its accounts category).
const CH_STATUS: Record<string, string> = {
  active: "Active", dormant: "Active", dissolved: "Dissolved", liquidation: "Liquidation", administration: "In Administration",
};
// company_type codes → the bulk CSV's CompanyCategory words.
const CH_CATEGORY: Record<string, string> = {
  ltd: "Private Limited Company", plc: "PLC", llp: "Limited Liability Partnership", "limited-partnership": "Limited Partnership",
};

// json_extract in SQLite reads only the few fields needed: parsing each company's whole profile in JS is slower.
const SELECT_SQL = `
SELECT number, name, status,
  json_extract(core, '$.companyRegistrationDate') AS incorporated,
  json_extract(core, '$.companyType') AS type,
  json_extract(core, '$.regAddress.addressLine1') AS line1,
  json_extract(core, '$.regAddress.addressLine2') AS line2,
  json_extract(core, '$.regAddress.addressLine3') AS town,
  json_extract(core, '$.regAddress.county') AS county,
  json_extract(core, '$.regAddress.country') AS country,
  json_extract(core, '$.regAddress.postalCode') AS postcode,
  json_extract(core, '$.sicCode07.SicNumber_1') AS sic1,
  json_extract(core, '$.sicCode07.SicText_1') AS sicText1,
  json_extract(core, '$.sicCode07.SicNumber_2') AS sic2,
  json_extract(core, '$.sicCode07.SicText_2') AS sicText2,
  json_extract(core, '$.sicCode07.SicNumber_3') AS sic3,
  json_extract(core, '$.sicCode07.SicText_3') AS sicText3,
  json_extract(core, '$.previousNames') AS previous
FROM companies ORDER BY number`;

interface ExportRow {
  number: string; name: string; status: string; incorporated: string | null; type: string | null;
  line1: string | null; line2: string | null; town: string | null; county: string | null; country: string | null;
  postcode: string | null; sic1: string | null; sicText1: string | null; sic2: string | null; sicText2: string | null;
  sic3: string | null; sicText3: string | null; previous: string | null;
}

/** Writes the CSV when it is missing (it is named after the dataset, so a new dataset gets a new file). */
export async function ensureCompaniesCsv(datasetFile: string, log: (line: string) => void = () => {}): Promise<string> {
  const csvPath = companiesCsvPath(datasetFile);
  if (existsSync(csvPath)) return csvPath;
  const started = performance.now();
  const partial = `${csvPath}.${process.pid}.partial`;
  const db = new Database(datasetFile, { readonly: true, fileMustExist: true });
  let count = 0;
  try {
    const out = createWriteStream(partial, { encoding: "utf8" });
    let buffer = `${chCsvHeaderLine()}\n`;
    for (const row of db.prepare(SELECT_SQL).iterate() as Iterable<ExportRow>) {
      buffer += `${chCsvLine(chRow(row))}\n`;
      count += 1;
      if (buffer.length < 1 << 20) continue;
      const flushed = out.write(buffer);
      buffer = "";
      if (!flushed) await once(out, "drain");
    }
    out.end(buffer);
    await once(out, "finish");
    renameSync(partial, csvPath);
  } finally {
    db.close();
    rmSync(partial, { force: true });
  }
  log(`wrote ${count} companies in the Companies House layout in ${((performance.now() - started) / 1000).toFixed(1)} s → ${csvPath}`);
  return csvPath;
}

function chRow(row: ExportRow): ChCsvRow {
  const sicTexts = [[row.sic1, row.sicText1], [firstOf(row.sic2), firstOf(row.sicText2)], [firstOf(row.sic3), firstOf(row.sicText3)]]
    .filter((pair): pair is [string, string] => Boolean(pair[0]))
    .map(([code, text]) => `${code} - ${text ?? ""}`);
  const previous = row.previous ? (JSON.parse(row.previous) as { previousName?: string; changedDate?: string }[]) : [];
  return {
    name: row.name, number: row.number, addressLine1: row.line1 ?? "", addressLine2: row.line2 ?? "",
    town: row.town ?? "", county: row.county ?? "", country: row.country ?? "", postcode: row.postcode ?? "",
    category: CH_CATEGORY[row.type ?? ""] ?? row.type ?? "", status: CH_STATUS[row.status] ?? row.status,
    incorporationDate: row.incorporated ?? "", accountsCategory: row.status === "dormant" ? "DORMANT" : "",
    sicTexts,
    previousNames: previous.filter((entry) => entry.previousName).map((entry) => ({ name: entry.previousName ?? "", changedDate: entry.changedDate })),
  };
}

/** json_extract gives arrays as JSON text: the sandbox keeps the second and third SIC codes in one-element arrays. */
function firstOf(value: string | null): string | null {
  if (!value) return null;
  if (!value.startsWith("[")) return value;
  const list = JSON.parse(value) as unknown[];
  return list.length ? String(list[0]) : null;
}
