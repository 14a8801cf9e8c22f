// UK company registration numbers: 8 digits, or a two-character register prefix and 6 digits.
// Users type them loosely ("sc4", " 1234 "); both the BFF and the sandbox normalise them the same way.

/** Register prefixes Companies House uses before six digits (England and Wales numbers have none). */
export const COMPANY_NUMBER_PREFIXES = [
  "AC", "CE", "CS", "FC", "FE", "GE", "GN", "GS", "IC", "IP", "LP", "NA", "NC", "NF", "NI", "NL", "NO", "NP", "NR",
  "NV", "NZ", "OC", "OE", "PC", "R0", "RC", "RS", "SA", "SC", "SE", "SF", "SG", "SI", "SL", "SO", "SP", "SR", "SZ",
  "ZC",
] as const;

const PREFIX_SET = new Set<string>(COMPANY_NUMBER_PREFIXES);
const DIGITS_ONLY = /^\d{1,8}$/;
const PREFIXED = /^([A-Z][A-Z0-9])(\d{1,6})$/;

/**
 * Trims, upper-cases, drops inner spaces and zero-pads a company number (`1` → `00000001`, `sc4` → `SC000004`).
 * Returns null when the text is not a UK company number.
 */
export function normaliseCompanyNumber(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\s+/g, "");
  if (DIGITS_ONLY.test(compact)) return compact.padStart(8, "0");
  const match = PREFIXED.exec(compact);
  if (match && PREFIX_SET.has(match[1])) return match[1] + match[2].padStart(6, "0");
  return null;
}

export const COMPANY_NUMBER_RULE =
  "a UK company number: up to 8 digits, or a register prefix such as SC, NI, OC, SO, SL, LP or R0 and up to 6 digits";
