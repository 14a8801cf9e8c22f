// Rules for the upstream's path and query parameters. Each rule reads the raw text a caller sent, returns the value
// to send upstream, and says in words what it allows (used in 400 problems, the README and the sandbox alike).
import { isValid, parse } from "date-fns";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "./company-number";

export type ParamResult<T> = { ok: true; value: T } | { ok: false };

export interface ParamRule<T = string | number> {
  /** Human description of what is allowed, e.g. "one of 10, 25, 50, 100". */
  readonly allowed: string;
  readonly required?: boolean;
  /** Sent upstream when the caller gives none, so that every upstream call is explicit. */
  readonly fallback?: T;
  /** Dates in dd/mm/yyyy, so that ranges can be checked. */
  readonly kind?: "date";
  read(raw: string): ParamResult<T>;
}

const ok = <T>(value: T): ParamResult<T> => ({ ok: true, value });
const refused = { ok: false } as const;

export const companyNumber: ParamRule<string> = {
  allowed: COMPANY_NUMBER_RULE,
  required: true,
  read(raw) {
    const value = normaliseCompanyNumber(raw);
    return value ? ok(value) : refused;
  },
};

const TITLE_NUMBER = /^[A-Z]{0,3}\d{1,8}$/;
export const titleNumber: ParamRule<string> = {
  allowed: "a Land Registry title number: up to 3 letters then up to 8 digits, e.g. NGL123456",
  required: true,
  read(raw) {
    const value = raw.trim().toUpperCase();
    return TITLE_NUMBER.test(value) ? ok(value) : refused;
  },
};

const COMMODITY_CODES = /^\d{2,10}(,\d{2,10}){0,19}$/;
export const commodityCodes: ParamRule<string> = {
  allowed: "one to 20 HS commodity codes of 2 to 10 digits, separated by commas, e.g. 8471 or 0901,090111",
  required: true,
  read(raw) {
    const value = raw.replace(/\s+/g, "");
    return COMMODITY_CODES.test(value) ? ok(value) : refused;
  },
};

/** One of a fixed list of words, matched without regard to case; the spec's own spelling is sent upstream. */
export function oneOf(values: readonly string[]): ParamRule<string> {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value]));
  return {
    allowed: `one of: ${values.join(", ")} (any case)`,
    read(raw) {
      const value = byLowerCase.get(raw.trim().replace(/\s+/g, " ").toLowerCase());
      return value ? ok(value) : refused;
    },
  };
}

const WHOLE_NUMBER = /^\d{1,9}$/;

export function pageSizeOneOf(sizes: readonly number[], fallback: number): ParamRule<number> {
  return {
    allowed: `one of ${sizes.join(", ")}`,
    fallback,
    read(raw) {
      const value = Number(raw.trim());
      return WHOLE_NUMBER.test(raw.trim()) && sizes.includes(value) ? ok(value) : refused;
    },
  };
}

export function pageSizeUpTo(max: number, fallback: number): ParamRule<number> {
  return {
    allowed: `a whole number from 1 to ${max}`,
    fallback,
    read(raw) {
      const value = Number(raw.trim());
      return WHOLE_NUMBER.test(raw.trim()) && value >= 1 && value <= max ? ok(value) : refused;
    },
  };
}

export const MAX_PAGE = 100_000;
export const pageIndex: ParamRule<number> = {
  allowed: `a whole number from 0 (the first page) to ${MAX_PAGE}`,
  fallback: 0,
  read(raw) {
    const value = Number(raw.trim());
    return WHOLE_NUMBER.test(raw.trim()) && value <= MAX_PAGE ? ok(value) : refused;
  },
};

const DAY_MONTH_YEAR = /^\d{2}\/\d{2}\/\d{4}$/;

/** Parses dd/mm/yyyy into a Date at midnight UTC, or null when it is not a real calendar date. */
export function parseDayMonthYear(text: string): Date | null {
  if (!DAY_MONTH_YEAR.test(text)) return null;
  const local = parse(text, "dd/MM/yyyy", new Date(2000, 0, 1));
  if (!isValid(local) || local.getFullYear() < 1800) return null;
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

export function dayMonthYear(required = false): ParamRule<string> {
  return {
    allowed: "a real calendar date written dd/mm/yyyy, e.g. 05/04/2024",
    required,
    kind: "date",
    read(raw) {
      const value = raw.trim();
      return parseDayMonthYear(value) ? ok(value) : refused;
    },
  };
}

const CPV_CODES = /^\d{8}(-\d)?(,\d{8}(-\d)?){0,19}$/;
export const cpvCodes: ParamRule<string> = {
  allowed: "one to 20 CPV codes of 8 digits (an optional check digit after a hyphen), separated by commas",
  read(raw) {
    const value = raw.replace(/\s+/g, "");
    return CPV_CODES.test(value) ? ok(value) : refused;
  },
};

const FILTER_WORDS = /^[A-Za-z][A-Za-z \-]{0,49}$/;
/** A filter whose allowed values the spec does not list: letters, spaces and hyphens, up to 50 characters. */
export const filterWords: ParamRule<string> = {
  allowed: "letters, spaces and hyphens only, up to 50 characters",
  read(raw) {
    const value = raw.trim().replace(/\s+/g, " ");
    return FILTER_WORDS.test(value) ? ok(value) : refused;
  },
};
