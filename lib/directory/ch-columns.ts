// The Companies House BasicCompanyData layout: its header and how one data line becomes a directory record.
import { normaliseCompanyNumber } from "../upstream/company-number";
import type { DirectoryRecord } from "./store";

const PREVIOUS_NAME_SLOTS = 10;

/** The header as Companies House writes it, leading spaces included (they are part of the published file). */
export const CH_HEADER_NAMES: readonly string[] = [
  "CompanyName", " CompanyNumber", "RegAddress.CareOf", "RegAddress.POBox", "RegAddress.AddressLine1",
  " RegAddress.AddressLine2", "RegAddress.PostTown", "RegAddress.County", "RegAddress.Country", "RegAddress.PostCode",
  "CompanyCategory", "CompanyStatus", "CountryOfOrigin", "DissolutionDate", "IncorporationDate",
  "Accounts.AccountRefDay", "Accounts.AccountRefMonth", "Accounts.NextDueDate", "Accounts.LastMadeUpDate",
  "Accounts.AccountCategory", "Returns.NextDueDate", "Returns.LastMadeUpDate", "Mortgages.NumMortCharges",
  "Mortgages.NumMortOutstanding", "Mortgages.NumMortPartSatisfied", "Mortgages.NumMortSatisfied",
  "SICCode.SicText_1", "SICCode.SicText_2", "SICCode.SicText_3", "SICCode.SicText_4",
  "LimitedPartnerships.NumGenPartners", "LimitedPartnerships.NumLimPartners", "URI",
  ...Array.from({ length: PREVIOUS_NAME_SLOTS }, (_, index) => [
    `${index === 0 ? "" : " "}PreviousName_${index + 1}.CONDATE`,
    ` PreviousName_${index + 1}.CompanyName`,
  ]).flat(),
  "ConfStmtNextDueDate", " ConfStmtLastMadeUpDate",
];

export interface ChColumns {
  count: number;
  /** Which fields readChRow reads, for parseCsvLine's `keep`. */
  keep: boolean[];
  name: number;
  number: number;
  town: number;
  postcode: number;
  status: number;
  incorporated: number;
  sic: number[];
  previousNames: number[];
}

export type ColumnsResult = { ok: true; columns: ChColumns } | { ok: false; reason: string };

/** Finds the columns the directory reads, by trimmed name, so that column order or extra columns do not matter. */
export function readChHeader(fields: string[]): ColumnsResult {
  const index = new Map(fields.map((name, position) => [name.replace(/^\uFEFF/, "").trim(), position]));
  const find = (name: string) => index.get(name) ?? -1;
  const required = ["CompanyName", "CompanyNumber"] as const;
  const missing = required.filter((name) => find(name) === -1);
  if (missing.length) return { ok: false, reason: `the header has no ${missing.join(" or ")} column: not a BasicCompanyData file` };
  const columns: Omit<ChColumns, "keep"> = {
      count: fields.length,
      name: find("CompanyName"),
      number: find("CompanyNumber"),
      town: find("RegAddress.PostTown"),
      postcode: find("RegAddress.PostCode"),
      status: find("CompanyStatus"),
      incorporated: find("IncorporationDate"),
      sic: [1, 2, 3, 4].map((slot) => find(`SICCode.SicText_${slot}`)).filter((position) => position !== -1),
      previousNames: Array.from({ length: PREVIOUS_NAME_SLOTS }, (_, slot) => find(`PreviousName_${slot + 1}.CompanyName`))
        .filter((position) => position !== -1),
  };
  const read = new Set([columns.name, columns.number, columns.town, columns.postcode, columns.status, columns.incorporated,
    ...columns.sic, ...columns.previousNames]);
  return { ok: true, columns: { ...columns, keep: fields.map((_, position) => read.has(position)) } };
}

export type RowResult = { ok: true; record: DirectoryRecord } | { ok: false; reason: string };

export function readChRow(fields: string[], columns: ChColumns): RowResult {
  if (fields.length !== columns.count) {
    return { ok: false, reason: `expected ${columns.count} fields, found ${fields.length}` };
  }
  const rawNumber = fields[columns.number];
  const number = normaliseCompanyNumber(rawNumber);
  if (!number) return { ok: false, reason: `'${rawNumber.slice(0, 20)}' is not a company number` };
  const name = fields[columns.name].trim();
  if (!name) return { ok: false, reason: "the company name is empty" };
  const previousNames: string[] = [];
  for (const position of columns.previousNames) {
    const previous = fields[position].trim();
    if (previous) previousNames.push(previous);
  }
  const sicCodes: string[] = [];
  for (const position of columns.sic) {
    const code = /^\s*(\d{4,5})\b/.exec(fields[position]);
    if (code) sicCodes.push(code[1]);
  }
  return {
    ok: true,
    record: {
      number,
      name,
      status: orNull(fields[columns.status]),
      postcode: orNull(fields[columns.postcode]),
      town: orNull(fields[columns.town]),
      incorporationDate: isoDate(fields[columns.incorporated]),
      sicCodes,
      previousNames,
    },
  };
}

function orNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** dd/mm/yyyy → yyyy-mm-dd; an empty or unreadable date is simply unknown, not a reason to refuse the row. */
export function isoDate(value: string | undefined): string | null {
  const match = value ? /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(value) : null;
  if (!match) return null;
  return `${match[3]}-${match[2].padStart(2, "0")}-${match[1].padStart(2, "0")}`;
}
