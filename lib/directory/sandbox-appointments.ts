// The sandbox's officers, taught to the directory from its dataset on import (issue 36), so that the person pages of
// the embedded default list every appointment the sandbox holds, as the dashboard would learn them read by read.
// Plain module: scripts/start.ts runs it before the server, through ensure-from-sandbox.ts.
import Database from "better-sqlite3";
import { companyEnd, type StatusEvent } from "../company/company-end";
import { normaliseCompanyNumber } from "../upstream/company-number";
import type { Appointment, CompanyAppointments } from "./appointments";
import { appointment } from "./learn-officers";
import type { DirectoryStore } from "./store";

/** Companies per transaction: a few thousand appointments. */
const BATCH = 500;

interface Row {
  number: string;
  directors: string;
  status: string | null;
  events: string | null;
}

/** Returns the number of appointments taught. */
export async function importSandboxAppointments(store: DirectoryStore, datasetFile: string): Promise<number> {
  const db = new Database(datasetFile, { readonly: true, fileMustExist: true });
  let taught = 0;
  try {
    const rows = db.prepare(`SELECT number, directors, json_extract(core, '$.companyStatus') AS status,
      json_extract(core, '$.companyEvents') AS events FROM companies ORDER BY number`).iterate() as IterableIterator<Row>;
    let batch: CompanyAppointments[] = [];
    for (const row of rows) {
      const lesson = lessonOf(row);
      if (!lesson) continue;
      taught += lesson.appointments.length;
      batch.push(lesson);
      if (batch.length === BATCH) {
        await store.recordAppointments(batch);
        batch = [];
      }
    }
    if (batch.length) await store.recordAppointments(batch);
  } finally {
    db.close();
  }
  return taught;
}

function lessonOf(row: Row): CompanyAppointments | null {
  const number = normaliseCompanyNumber(row.number);
  if (!number) return null;
  const directors = JSON.parse(row.directors) as Record<string, unknown>[];
  const appointments = directors.map(appointment).filter((entry): entry is Appointment => entry !== null);
  const events = row.events ? (JSON.parse(row.events) as StatusEvent[]) : [];
  return { number, appointments, end: companyEnd(row.status, events) };
}
