// What the watchlist and alert routes accept: strict schemas (an unknown field is refused by name), and the bulk
// add's normalising (its splitting and bound, which the browser's paste and CSV upload share, are in ./bulk-numbers,
// free of zod so the browser ships none of it).
import { z } from "zod";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { ALERT_ID_PATTERN } from "./alert-id";
import { ALERT_KINDS } from "./alert-kinds";
import { BULK_MAX, type Refusal } from "./bulk-numbers";
import { DELIVERY_MODES } from "./delivery-modes";

export const NAME_MAX = 100;
export const INTERVALS_HOURS = [1, 6, 12, 24, 168] as const;

// A name is one line of text: CR, LF, NUL and the other control characters (C0, DEL, C1, the Unicode line and
// paragraph separators) are refused rather than stripped, so that what is stored is exactly what the user typed and
// a name can never split a CSV row, a log line, an e-mail digest's subject or a workbook cell.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const listName = z.string({ error: "is required: the list's name" }).trim().min(1, "must not be empty").max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .refine((name) => !CONTROL_CHARACTERS.test(name), "must be one line of text, without control characters (line breaks, tabs, NUL)");
const intervalHours = z.union(INTERVALS_HOURS.map((hours) => z.literal(hours)), { error: `must be one of: ${INTERVALS_HOURS.join(", ")} (hours)` });

export const watchlistInputSchema = z.strictObject({
  name: listName,
  shared: z.boolean({ error: "must be true or false" }).default(false),
  intervalHours: intervalHours.optional(),
});

/** A change of a list: its name, its interval (with the bounds creation has), whether colleagues may edit it. */
export const watchlistChangeSchema = z.strictObject({
  name: listName.optional(),
  intervalHours: intervalHours.optional(),
  colleaguesMayEdit: z.boolean({ error: "must be true or false" }).optional(),
}).refine((change) => Object.values(change).some((value) => value !== undefined), { message: "give name, intervalHours or colleaguesMayEdit", path: ["name"] });

/** Moving a company: the list it goes to, by id. */
export const moveInputSchema = z.strictObject({
  to: z.string({ error: "is required: the id of the list to move the company to" })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "must be a watchlist's id"),
});

export const companiesInputSchema = z.strictObject({
  companyNumbers: z.array(z.unknown(), { error: "is required: an array of company numbers" })
    .min(1, "must hold at least one company number").max(BULK_MAX, `must hold at most ${BULK_MAX} company numbers`),
});

export const markReadInputSchema = z.strictObject({
  // Only the public id is accepted: the table's integer key never leaves the server, so none is taken back either.
  ids: z.array(
    z.string({ error: "must hold alert ids as the API gives them (text), not numbers" })
      .regex(ALERT_ID_PATTERN, "must hold alert ids as the API gives them (22 characters of base64url)"),
    { error: "must be an array of alert ids" },
  ).max(BULK_MAX).optional(),
  all: z.literal(true, { error: "must be true" }).optional(),
}).refine((value) => Boolean(value.ids) !== Boolean(value.all), { message: "give either ids or all: true", path: ["ids"] });

const EMAILS = /^[^\s@,]+@[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+){0,19}$/;

export const deliveryInputSchema = z.strictObject({
  webhookUrl: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).max(2000, "must be at most 2000 characters").nullable(),
  digestTo: z.string().trim().max(1000).regex(EMAILS, "must be one to 20 e-mail addresses separated by commas").nullable(),
  /** Unset keeps the list's mode. */
  deliveryMode: z.enum(DELIVERY_MODES, { error: `must be one of: ${DELIVERY_MODES.join(", ")}` }).optional(),
  /** true: a new signing secret for the same webhook; the old one still signs for 24 hours. */
  rotateSecret: z.boolean({ error: "must be true or false" }).optional(),
});

export const alertKindSchema = z.enum(ALERT_KINDS, { error: `must be one of: ${ALERT_KINDS.join(", ")}` });

/** Normalises each value as the BFF does; every value is either kept or refused with its reason, none dropped. */
export function normaliseCompanyNumbers(values: readonly unknown[]): { numbers: string[]; refused: Refusal[] } {
  const numbers: string[] = [];
  const refused: Refusal[] = [];
  const seen = new Map<string, string>();
  for (const value of values) {
    const text = typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value) ?? String(value);
    const shown = text.slice(0, 50);
    if (typeof value !== "string") {
      refused.push({ value: shown, detail: "is not text: send each company number as a string" });
      continue;
    }
    const number = normaliseCompanyNumber(value);
    if (!number) {
      refused.push({ value: shown, detail: `is not ${COMPANY_NUMBER_RULE}` });
    } else if (seen.has(number)) {
      refused.push({ value: shown, detail: `repeats ${number} (given as '${seen.get(number)}')` });
    } else {
      seen.set(number, shown);
      numbers.push(number);
    }
  }
  return { numbers, refused };
}
