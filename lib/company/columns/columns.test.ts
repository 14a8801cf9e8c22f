import { describe, expect, it } from "vitest";
import { formatCell } from "@/lib/format/cell";
import { pdfColumns } from "@/lib/report/pdf/table";
import { cellValue, NUMBER_FORMATS, sheetColumns } from "@/lib/report/xlsx/sheet";
import { CCJ_COLUMNS } from "./ccjs";
import { CHARGE_COLUMNS } from "./charges";
import { cellText, columnsFor, type ColumnSpec } from "./column-spec";
import { FILING_COLUMNS } from "./filings";
import { OFFICER_COLUMNS } from "./officers";
import { PROPERTY_COLUMNS } from "./property";
import { PSC_COLUMNS } from "./psc";
import { SHARE_CLASS_COLUMNS, SHAREHOLDER_COLUMNS } from "./shareholders";

// One sample row per record, and the text each column must show for it: every column renders, by its kind.
const CASES: Array<{ name: string; specs: readonly ColumnSpec<never>[]; row: unknown; texts: Record<string, string> }> = [
  {
    name: "officers", specs: OFFICER_COLUMNS as never,
    row: { name: "Ada Lovelace", role: "Director", current: false, appointed: "2019-03-01", resigned: "2024-06-30", age: 36, nationality: "British", occupation: "Analyst", otherDirectorships: 1234 },
    texts: { name: "Ada Lovelace", role: "Director", status: "Resigned", appointed: "1 Mar 2019", resigned: "30 Jun 2024", age: "36", nationality: "British", occupation: "Analyst", otherDirectorships: "1,234" },
  },
  {
    name: "charges", specs: CHARGE_COLUMNS as never,
    row: { code: "0123 4567 8901", created: "2020-01-02", registered: "2020-01-10", satisfied: null, status: "Outstanding", nature: "Debenture", entitled: ["Bank A", "Bank B"], descriptions: ["All assets"], tags: [], tagsKnown: true },
    texts: { code: "0123 4567 8901", status: "Outstanding", created: "2 Jan 2020", registered: "10 Jan 2020", satisfied: "—", entitled: "Bank A\nBank B", nature: "Debenture", descriptions: "All assets", tags: "—" },
  },
  {
    name: "CCJs", specs: CCJ_COLUMNS as never,
    row: { date: "2023-05-04", caseNumber: "K1AB2C3", court: "County Court at Leeds", plaintiff: "Acme Ltd", amount: 12345.4, status: "Satisfied", unsatisfied: false, paid: "2023-07-01" },
    texts: { date: "4 May 2023", case: "K1AB2C3", court: "County Court at Leeds", plaintiff: "Acme Ltd", amount: "£12,345", status: "Satisfied", paid: "1 Jul 2023" },
  },
  {
    name: "property", specs: PROPERTY_COLUMNS as never,
    row: { titleNumber: "NGL123456", tenure: "Freehold", address: "1 High Street, Leeds", type: "Commercial", pricePaid: 2_500_000, dateAdded: "2018-11-30" },
    texts: { title: "NGL123456", tenure: "Freehold", address: "1 High Street, Leeds", type: "Commercial", price: "£2,500,000", added: "30 Nov 2018" },
  },
  {
    name: "filings", specs: FILING_COLUMNS as never,
    row: { date: "2024-01-31", categoryLabel: "Accounts", description: "Full accounts made up to 31 March 2023" },
    texts: { date: "31 Jan 2024", category: "Accounts", description: "Full accounts made up to 31 March 2023" },
  },
  {
    name: "PSC", specs: PSC_COLUMNS as never,
    row: { name: "Holdco Ltd", corporate: true, current: true, notified: "2016-04-06", ceased: null, natureOfControl: ["Owns 75% or more of shares", "Right to appoint directors"], nationality: null, countryOfResidence: null, registered: "Ltd, 01234567, England", governingLaw: "Companies Act 2006", address: "1 Main St", companyNumber: "01234567" },
    texts: { name: "Holdco Ltd", kind: "Corporate entity", status: "Current", nature: "Owns 75% or more of shares\nRight to appoint directors", notified: "6 Apr 2016", ceased: "—", nationality: "—", residence: "—", registered: "Ltd, 01234567, England", law: "Companies Act 2006", address: "1 Main St" },
  },
  {
    name: "share classes", specs: SHARE_CLASS_COLUMNS as never,
    row: { name: "Ordinary", type: "Ordinary", shares: 10000, holders: 3 },
    texts: { name: "Ordinary", type: "Ordinary", shares: "10,000", holders: "3" },
  },
  {
    name: "shareholders", specs: SHAREHOLDER_COLUMNS as never,
    row: { name: "Holdco Ltd", className: "Ordinary", shares: 7500, ofClass: 75, ofAll: 62.5, companyNumber: "01234567" },
    texts: { holder: "Holdco Ltd (01234567)", companyNumber: "01234567", class: "Ordinary", shares: "7,500", ofClass: "75.0%", ofAll: "62.5%" },
  },
];

describe.each(CASES)("the $name columns", ({ specs, row, texts }) => {
  it("declare each key once and give every column its text for a sample row", () => {
    expect(specs.map((spec) => spec.key)).toEqual(Object.keys(texts));
    for (const spec of specs) expect(cellText(spec, row as never, "\n"), spec.key).toBe(texts[spec.key]);
  });

  it("print every PDF column as the same text, a column printed under another as a line of its cell", () => {
    const shown = columnsFor(specs, "pdf");
    const hosts = shown.filter((spec) => !spec.pdfUnder);
    expect(pdfColumns(specs).map((column) => column.cell(row as never))).toEqual(hosts.map((host) =>
      shown.filter((spec) => spec === host || spec.pdfUnder === host.key).map((spec) => texts[spec.key]).join("\n")));
  });

  it("store every workbook column by its kind", () => {
    const columns = sheetColumns(specs);
    columnsFor(specs, "xlsx").forEach((spec, index) => {
      const column = columns[index];
      const raw = spec.value(row as never);
      const stored = cellValue(column.kind as never, column.value(row as never));
      if (spec.kind === "money" || spec.kind === "count") expect(stored, spec.key).toBe(raw);
      else if (spec.kind === "percent") expect(stored, spec.key).toBeCloseTo((raw as number) / 100);
      else if (spec.kind === "date") expect(stored instanceof Date || stored === null, spec.key).toBe(true);
      else if (Array.isArray(raw)) expect(stored, spec.key).toBe(raw.join("; "));
      else expect(stored, spec.key).toBe(raw ?? null);
    });
  });
});

describe("workbook kinds", () => {
  it("keeps money as pounds with a currency format, percent as a fraction with a % format, dates as dates", () => {
    const [amount] = sheetColumns(CCJ_COLUMNS).filter((column) => column.header === "Amount");
    expect(amount.kind).toBe("money");
    expect(NUMBER_FORMATS.money).toContain("£");
    const ofAll = sheetColumns(SHAREHOLDER_COLUMNS).find((column) => column.header === "Of all shares");
    expect(ofAll?.kind).toBe("percent");
    expect(cellValue("percent", 62.5)).toBeCloseTo(0.625);
    expect(NUMBER_FORMATS.percent).toContain("%");
    expect(cellValue("date", "2024-01-31")).toEqual(new Date("2024-01-31T00:00:00Z"));
  });

  it("prints a PSC's kind and status under the name, and a charge's nature above its description, on the PDF's narrow page", () => {
    const psc = { name: "Jo Bloggs", corporate: false, current: false, notified: null, ceased: "2020-01-01", natureOfControl: [], nationality: "British", countryOfResidence: "England", registered: null, governingLaw: null, address: null, companyNumber: null };
    const columns = pdfColumns(PSC_COLUMNS);
    expect(columns.map((column) => column.header)).toEqual(["Name", "Nature of control", "Notified", "Ceased", "Nationality", "Resides", "Registered", "Law"]);
    expect(columns[0].cell(psc)).toBe("Jo Bloggs\nIndividual\nCeased");
    expect(columns[1].cell(psc)).toBe("Not stated");
    const charge = { code: "1", created: null, registered: null, satisfied: null, status: "Satisfied" as const, nature: "Debenture", entitled: [], descriptions: ["All assets", "Book debts"], tags: [], tagsKnown: true };
    const description = pdfColumns(CHARGE_COLUMNS).find((column) => column.header === "Description");
    expect(description?.cell(charge)).toBe("Debenture\nAll assets\nBook debts");
    expect(pdfColumns(CHARGE_COLUMNS).map((column) => column.header)).not.toContain("Nature");
  });

  it("prints a charge's lending tags as not given, rather than none, when the service gave them only to its lending searches", () => {
    const tags = CHARGE_COLUMNS.find((spec) => spec.key === "tags")!;
    const row = { code: "1", created: null, registered: null, satisfied: null, status: "Outstanding" as const, nature: null, entitled: [], descriptions: [], tags: [] };
    expect(cellText(tags, { ...row, tagsKnown: false })).toBe("Given only by the lending search");
    expect(cellText(tags, { ...row, tagsKnown: true })).toBe("—");
  });

  it("leaves the PDF without the PSC's address and the screen and PDF without the holder's separate number", () => {
    expect(columnsFor(PSC_COLUMNS, "pdf").map((spec) => spec.key)).not.toContain("address");
    expect(columnsFor(SHAREHOLDER_COLUMNS, "screen").map((spec) => spec.key)).not.toContain("companyNumber");
    expect(columnsFor(SHAREHOLDER_COLUMNS, "xlsx").map((spec) => spec.key)).toContain("companyNumber");
  });
});

describe("formatCell", () => {
  it("says an unknown value as a dash, never as zero", () => {
    for (const kind of ["text", "date", "money", "percent", "count", "link", "list"] as const) {
      expect(formatCell(kind, null)).toBe("—");
    }
    expect(formatCell("list", [])).toBe("—");
    expect(formatCell("money", -1500)).toBe("−£1,500");
    expect(formatCell("percent", 12.345)).toBe("12.3%");
    expect(formatCell("date", "05/04/2024")).toBe("5 Apr 2024");
  });
});
