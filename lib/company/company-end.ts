// How and when a company ended, for linked-company risk (issue 36): it went into liquidation, or it was struck off
// (dissolved), dated by its status events. One reading, which the directory's learner (every profile the dashboard
// reads) and the sandbox's import both apply. A company whose status says it still trades has not ended, whatever
// its history (a company restored to the register); an end its events do not date is not kept, since the risk
// counts only ends within a period.
import type { CompanyEnd, CompanyEndKind } from "@/lib/directory/appointments";
import { parseDate } from "@/lib/format/dates";

export interface StatusEvent {
  statusCode?: string | null;
  statusCodeDesc?: string | null;
  statusFiledDate?: string | null;
  registeredDate?: string | null;
}

const ENDED_STATUS = /liquidat|dissolv|struck|closed|wound|winding/i;
const LIQUIDATION = /liquidat|winding[\s-]*up|wound[\s-]*up/i;
// "Dissolved", "Struck off and dissolved"; not the gazette's notice or proposal before it, nor its suspension.
const STRUCK_OFF = /dissolved|struck[\s-]*off|dissolution/i;
const NOT_YET = /notice|propos|gazette|suspen|discontinu|objection|restor/i;

/** The latest dated end the events state, or null (no end, or none dated, or a status that says it trades). */
export function companyEnd(status: string | null | undefined, events: readonly StatusEvent[]): CompanyEnd | null {
  if (status && !ENDED_STATUS.test(status)) return null;
  let latest: CompanyEnd | null = null;
  for (const event of events) {
    const kind = eventKind(`${event.statusCodeDesc ?? ""} ${event.statusCode ?? ""}`);
    const day = isoDay(event.statusFiledDate ?? event.registeredDate);
    if (!kind || !day) continue;
    if (!latest || day > latest.date) latest = { kind, date: day };
  }
  return latest;
}

function eventKind(words: string): CompanyEndKind | null {
  if (NOT_YET.test(words)) return null;
  if (LIQUIDATION.test(words)) return "liquidation";
  if (STRUCK_OFF.test(words)) return "struck-off";
  return null;
}

function isoDay(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? date.toISOString().slice(0, 10) : null;
}
