// Company numbers as integer keys. The key keeps the register's order (prefix, then digits), so that a partial
// number is a key range and the companies table needs no second index on its number.
import { COMPANY_NUMBER_PREFIXES } from "../upstream/company-number";

const PREFIX_CODE = new Map<string, number>(COMPANY_NUMBER_PREFIXES.map((prefix, index) => [prefix, index + 1]));
const PREFIX_SPAN = 100_000_000;

/** `00012345` → 12345, `SC000004` → (code of SC) × 10^8 + 4. Expects a normalised number. */
export function numberKey(number: string): number {
  const code = PREFIX_CODE.get(number.slice(0, 2));
  return code === undefined ? Number(number) : code * PREFIX_SPAN + Number(number.slice(2));
}

/**
 * The key range of every number that starts with `partial` as typed ("0768", "SC12", "sc"), or null when no
 * company number can start that way.
 */
export function numberKeyRange(partial: string): [number, number] | null {
  const text = partial.toUpperCase();
  if (/^\d{1,8}$/.test(text)) return digitRange(text, 8, 0);
  const match = /^([A-Z][A-Z0-9])(\d{0,6})$/.exec(text);
  const code = match ? PREFIX_CODE.get(match[1]) : undefined;
  if (!match || code === undefined) return null;
  return digitRange(match[2], 6, code * PREFIX_SPAN);
}

function digitRange(digits: string, width: number, base: number): [number, number] {
  const scale = 10 ** (width - digits.length);
  const start = digits === "" ? 0 : Number(digits) * scale;
  return [base + start, base + start + scale - 1];
}
