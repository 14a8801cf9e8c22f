// The company's debt history on one axis: each charge from creation to satisfaction (a partial satisfaction is an
// event of its own, and the charge stays live), each county court judgment from its date to its payment, and
// insolvency or administration events, with the live charges (outstanding or partially satisfied) and the judgments
// outstanding (count and amount) at each year end. The Charges tab and the report read this; a charge or judgment
// without a readable date is listed but cannot be placed in time, and the timeline says how many.
import type { z } from "zod";
import { dateSortKey, parseDate } from "@/lib/format/dates";
import type { ccjRecordSchema } from "@/lib/upstream/schemas/ccj";
import { isUnsatisfiedCcj } from "./ccj-summary";
import type { ChargeRow } from "./charge-rows";
import { isLiveStatus } from "./charge-status";

type Ccj = z.output<typeof ccjRecordSchema>;
type CompanyEvent = { statusCode: string | null; statusCodeDesc: string | null; statusFiledDate: string | null; registeredDate: string | null };

export type DebtEventKind = "charge-created" | "charge-part-satisfied" | "charge-satisfied" | "ccj" | "ccj-paid" | "insolvency";

export interface DebtEvent {
  date: string;
  kind: DebtEventKind;
  title: string;
  detail: string | null;
  amount: number | null;
}

export interface DebtYear {
  label: string;
  title: string;
  /** Charges not yet fully satisfied at that date: outstanding or partially satisfied. */
  liveCharges: number;
  /** Of the live charges, those partially satisfied by that date. */
  partSatisfiedCharges: number;
  unsatisfiedCcjs: number;
  unsatisfiedCcjAmount: number;
  [key: string]: string | number;
}

export interface DebtTimeline {
  events: DebtEvent[];
  years: DebtYear[];
  /** Charges and judgments with no readable date: in the tables, not on the axis. */
  undated: number;
}

const INSOLVENCY = /liquidat|administra|receiver|insolv|winding|voluntary arrangement|moratorium/i;

export function debtTimeline(charges: readonly ChargeRow[], ccjs: readonly Ccj[], companyEvents: readonly CompanyEvent[], now: Date = new Date()): DebtTimeline {
  const events: DebtEvent[] = [];
  let undated = 0;
  const spans: Span[] = [];
  for (const charge of charges) {
    const from = parseDate(charge.created ?? charge.registered);
    if (!from || !(charge.created ?? charge.registered)) { undated += 1; continue; }
    const what = [charge.nature, charge.tags.length ? `tags: ${charge.tags.join(", ")}` : null, charge.entitled.length ? `to ${charge.entitled.join(", ")}` : null].filter(Boolean).join("; ") || null;
    events.push({ date: (charge.created ?? charge.registered) as string, kind: "charge-created", title: `Charge ${charge.code ?? ""} created`.replace("  ", " "), detail: what, amount: null });
    const live = isLiveStatus(charge.status);
    // A partially satisfied charge's satisfaction date is the date of its (latest) partial satisfaction.
    const satisfied = charge.satisfied ? parseDate(charge.satisfied) : null;
    if (satisfied && charge.satisfied) {
      events.push(live
        ? { date: charge.satisfied, kind: "charge-part-satisfied", title: `Charge ${charge.code ?? ""} partially satisfied`.replace("  ", " "), detail: "Still live: part of the debt it secures remains", amount: null }
        : { date: charge.satisfied, kind: "charge-satisfied", title: `Charge ${charge.code ?? ""} satisfied`.replace("  ", " "), detail: null, amount: null });
    }
    spans.push({ kind: "charge", from, to: live ? null : satisfied ?? from, amount: 0, partFrom: live && charge.status === "Partially satisfied" ? satisfied ?? from : null });
  }
  for (const ccj of ccjs) {
    const from = parseDate(ccj.ccjDate);
    if (!from || !ccj.ccjDate) { undated += 1; continue; }
    events.push({ date: ccj.ccjDate, kind: "ccj", title: `County court judgment${ccj.court ? ` (${ccj.court})` : ""}`, detail: ccj.ccjStatus, amount: ccj.ccjAmount });
    const paid = parseDate(ccj.ccjPaidDate);
    if (paid && ccj.ccjPaidDate) events.push({ date: ccj.ccjPaidDate, kind: "ccj-paid", title: "Judgment paid", detail: ccj.caseNumber, amount: ccj.ccjAmount });
    // Satisfied or set aside without a paid date: ended, but when is not known, so it counts only on its own date.
    spans.push({ kind: "ccj", from, to: isUnsatisfiedCcj(ccj) ? null : paid ?? from, amount: ccj.ccjAmount ?? 0, partFrom: null });
  }
  for (const event of companyEvents) {
    const date = event.statusFiledDate ?? event.registeredDate;
    if (!date || !parseDate(date) || !INSOLVENCY.test(event.statusCodeDesc ?? "")) continue;
    events.push({ date, kind: "insolvency", title: event.statusCodeDesc ?? "Insolvency event", detail: event.statusCode, amount: null });
  }
  events.sort((a, b) => dateSortKey(a.date) - dateSortKey(b.date));
  return { events, years: yearEnds(spans, now), undated };
}

interface Span {
  kind: "charge" | "ccj";
  from: Date;
  to: Date | null;
  amount: number;
  /** When a live charge became partially satisfied (its creation when the date is not given). */
  partFrom: Date | null;
}

function yearEnds(spans: readonly Span[], now: Date): DebtYear[] {
  if (!spans.length) return [];
  const first = Math.min(...spans.map((span) => span.from.getUTCFullYear()));
  const last = now.getUTCFullYear();
  const years: DebtYear[] = [];
  for (let year = first; year <= last; year += 1) {
    // The current year is read as at today, earlier years at 31 December.
    const at = year === last ? now : new Date(Date.UTC(year, 11, 31, 23, 59, 59));
    const open = spans.filter((span) => span.from <= at && (span.to === null || span.to > at));
    const ccjs = open.filter((span) => span.kind === "ccj");
    years.push({
      label: String(year), title: year === last ? `${year}, as at today` : `31 December ${year}`,
      liveCharges: open.length - ccjs.length,
      partSatisfiedCharges: open.filter((span) => span.partFrom !== null && span.partFrom <= at).length,
      unsatisfiedCcjs: ccjs.length,
      unsatisfiedCcjAmount: ccjs.reduce((sum, span) => sum + span.amount, 0),
    });
  }
  return years;
}
