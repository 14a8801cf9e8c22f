// Rules for the upstream's path and query parameters, as zod schemas: each reads the raw text a caller sent (or
// undefined when none was sent) and gives the value to send upstream; a required one refuses undefined, an optional
// one passes it or gives its default. Each is described by what it allows in words (`.description`, used in 400
// problems, the README and the sandbox alike).
import { isValid, parse } from "date-fns";
import { z } from "zod";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "./company-number";

/** A parameter's rule: from the raw text (undefined: not sent) to the value sent upstream (undefined: none). */
export type ParamRule<T extends string | number = string | number> = z.ZodType<T | undefined, string | undefined>;

/** A required parameter read by `read` (undefined: refused), described by `allowed`. */
export function param<T extends string | number>(allowed: string, read: (raw: string) => T | undefined) {
  const schema = z.string().transform((raw, context) => {
    const value = read(raw);
    if (value === undefined) {
      context.addIssue({ code: "custom", message: `must be ${allowed}` });
      return z.NEVER;
    }
    return value;
  });
  return {
    required: schema.describe(allowed),
    optional: schema.optional().describe(allowed),
    withDefault: (fallback: T) => schema.optional().transform((value) => value ?? fallback).describe(allowed),
  };
}

/** What a rule allows, in words. */
export const allowedBy = (rule: ParamRule): string => rule.description ?? "a valid value";

/** Whether the rule needs a value, and what it sends when given none (for the README's table). */
export function ruleWhenAbsent(rule: ParamRule): { required: boolean; fallback: string | number | undefined } {
  const absent = rule.safeParse(undefined);
  return { required: !absent.success, fallback: absent.success ? absent.data : undefined };
}

export const companyNumber = param(COMPANY_NUMBER_RULE, (raw) => normaliseCompanyNumber(raw) ?? undefined).required;

const TITLE_NUMBER = /^[A-Z]{0,3}\d{1,8}$/;
export const titleNumber = param("a Land Registry title number: up to 3 letters then up to 8 digits, e.g. NGL123456", (raw) => {
  const value = raw.trim().toUpperCase();
  return TITLE_NUMBER.test(value) ? value : undefined;
}).required;

const COMMODITY_CODES = /^\d{2,10}(,\d{2,10}){0,19}$/;
export const commodityCodes = param("one to 20 HS commodity codes of 2 to 10 digits, separated by commas, e.g. 8471 or 0901,090111", (raw) => {
  const value = raw.replace(/\s+/g, "");
  return COMMODITY_CODES.test(value) ? value : undefined;
}).required;

/** One of a fixed list of words, matched without regard to case; the spec's own spelling is sent upstream. */
export function oneOf(values: readonly string[]) {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value]));
  return param(`one of: ${values.join(", ")} (any case)`, (raw) => byLowerCase.get(raw.trim().replace(/\s+/g, " ").toLowerCase()));
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number from `min` to `max`, digits only (no sign, exponent or fraction). */
const wholeNumber = (min: number, max: number, allowed: (value: number) => boolean = () => true) => (raw: string) => {
  const value = Number(raw.trim());
  return WHOLE_NUMBER.test(raw.trim()) && value >= min && value <= max && allowed(value) ? value : undefined;
};

export function pageSizeOneOf(sizes: readonly number[], fallback: number) {
  return param(`one of ${sizes.join(", ")}`, wholeNumber(0, Math.max(...sizes), (value) => sizes.includes(value))).withDefault(fallback);
}

export function pageSizeUpTo(max: number, fallback: number) {
  return param(`a whole number from 1 to ${max}`, wholeNumber(1, max)).withDefault(fallback);
}

export const MAX_PAGE = 100_000;
export const pageIndex = param(`a whole number from 0 (the first page) to ${MAX_PAGE}`, wholeNumber(0, MAX_PAGE)).withDefault(0);

const DAY_MONTH_YEAR = /^\d{2}\/\d{2}\/\d{4}$/;

/** Parses dd/mm/yyyy into a Date at midnight UTC, or null when it is not a real calendar date. */
export function parseDayMonthYear(text: string): Date | null {
  if (!DAY_MONTH_YEAR.test(text)) return null;
  const local = parse(text, "dd/MM/yyyy", new Date(2000, 0, 1));
  if (!isValid(local) || local.getFullYear() < 1800) return null;
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

export function dayMonthYear(required = false): ParamRule<string> {
  const rule = param("a real calendar date written dd/mm/yyyy, e.g. 05/04/2024", (raw) => (parseDayMonthYear(raw.trim()) ? raw.trim() : undefined));
  return required ? rule.required : rule.optional;
}

const CPV_CODES = /^\d{8}(-\d)?(,\d{8}(-\d)?){0,19}$/;
export const cpvCodes = param("one to 20 CPV codes of 8 digits (an optional check digit after a hyphen), separated by commas", (raw) => {
  const value = raw.replace(/\s+/g, "");
  return CPV_CODES.test(value) ? value : undefined;
}).optional;
