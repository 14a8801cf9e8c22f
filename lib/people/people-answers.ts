// What the people routes answer (GET /api/people/{pnr} and GET /api/people), written once: the answers' types come
// from these schemas (z.infer, in ./person.ts and ./linked-company-risk.ts) and the API's description
// (lib/api/openapi) reads them. Nothing parses an answer with them: they describe, the types bind.
import { z } from "zod";

const day = z.string().describe("A day, yyyy-mm-dd, as the data service gives it");

/** A company of the person's that went into liquidation or was struck off within five years: linked-company risk. */
export const linkedCompanySchema = z.object({
  person: z.int().describe("The data service's person number (directorPnr)"),
  name: z.string().describe("The person's name"),
  company: z.string().describe("The company number"),
  companyName: z.string().nullable().describe("Null when the dashboard has not read the company's profile"),
  role: z.string(),
  appointed: day.nullable(),
  resigned: day.nullable(),
  kind: z.enum(["liquidation", "struck-off"]),
  date: day.describe("The day the company went into liquidation or was struck off"),
});

export const personAppointmentSchema = z.object({
  company: z.string().describe("The company number"),
  companyName: z.string().nullable(),
  companyStatus: z.string().nullable(),
  role: z.string(),
  appointed: day.nullable(),
  resigned: day.nullable().describe("Null while the appointment is current"),
});

/** GET /api/people/{pnr}. */
export const personAnswerSchema = z.object({
  pnr: z.int().describe("The data service's person number (directorPnr)"),
  name: z.string().describe("The name of the latest appointment"),
  counted: z.int().nullable().describe("How many appointments the data service counts (the highest any record states), or null"),
  known: z.int().min(1).describe("How many appointments are known to this dashboard (it learns them from the companies it reads)"),
  appointments: z.array(personAppointmentSchema).describe("Current ones first, then the latest appointed"),
  linked: z.array(linkedCompanySchema).describe("Every company of theirs that went into liquidation or was struck off within five years, latest first"),
});

/** GET /api/people?company=…: the company's officers' linked-company risk. */
export const officersLinkedAnswerSchema = z.object({
  company: z.string().describe("The company number asked about"),
  linked: z.array(linkedCompanySchema).describe("The officers' other companies that raise linked-company risk, latest end first"),
});
