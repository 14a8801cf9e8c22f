// What the alert routes answer (the inbox, one alert with its triage, a company page's "changed since you last
// looked"), written once: the stores' types come from these schemas (z.infer) and the API's description
// (lib/api/openapi) reads them. Nothing here parses an answer at run time.
import { z } from "zod";
import { ALERT_KINDS } from "./alert-kinds";
import { SEVERITIES } from "./severity";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");

export const alertSchema = z.object({
  id: z.string().describe("The alert's public id (22 characters of base64url)"),
  companyNumber: z.string(),
  watchlistId: z.string().describe("The list whose check found the change"),
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(SEVERITIES).describe("Graded from the change under the severity mapping in force (GET /api/alert-severity)"),
  title: z.string(),
  detail: z.string(),
  evidence: z.string().describe("The dashboard page that shows what the alert is about (a path on this server)"),
  detectedAt: instant,
  readAt: instant.nullable().describe("When this user read it; null while unread"),
});
export type Alert = z.infer<typeof alertSchema>;

export const personSchema = z.object({ username: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

export const TRIAGE_ACTIONS = ["acknowledged", "unacknowledged", "assigned", "unassigned", "commented"] as const;
export type TriageAction = (typeof TRIAGE_ACTIONS)[number];

export const triageEventSchema = z.object({
  action: z.enum(TRIAGE_ACTIONS),
  at: instant,
  by: personSchema,
  assignee: personSchema.optional().describe("For assigned: to whom"),
  body: z.string().optional().describe("For commented: the comment's text"),
});
export type TriageEvent = z.infer<typeof triageEventSchema>;

export const triageStateSchema = z.object({
  acknowledged: z.object({ by: personSchema, at: instant }).nullable().describe("Who acknowledged it and when; null when not acknowledged"),
  assignee: personSchema.extend({ by: personSchema, at: instant }).nullable().describe("Whom it is assigned to, by whom and when; null when unassigned"),
  comments: z.int().min(0),
});
export type TriageState = z.infer<typeof triageStateSchema>;

export const inboxAlertSchema = alertSchema.extend({ triage: triageStateSchema });
export type InboxAlert = z.infer<typeof inboxAlertSchema>;

/** GET /api/alerts: the inbox, newest first (or red first with sort=severity). */
export const inboxSchema = z.object({ items: z.array(inboxAlertSchema) });
export type Inbox = z.infer<typeof inboxSchema>;

/** One alert as its triage routes answer it (acknowledge, assign, comment). */
export const alertDetailSchema = inboxAlertSchema.extend({
  watchlistName: z.string(),
  comments: z.array(triageEventSchema).describe("Its comments, oldest first"),
  history: z.array(triageEventSchema).describe("Every triage action on it, oldest first"),
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;

/** GET /api/alerts/{id}: the alert and the colleagues it may be assigned to. */
export const alertTriageSchema = alertDetailSchema.extend({
  colleagues: z.array(personSchema).describe("Who may be assigned the alert: the list's owner and, on a shared list, the team; by name"),
});
export type AlertTriage = z.infer<typeof alertTriageSchema>;

/** POST /api/companies/{crn}/views: the look before this one and the alerts on the company found since. */
export const companyViewSchema = z.object({
  companyNumber: z.string(),
  lastViewedAt: instant.nullable().describe("This user's previous look at the company; null on the first"),
  items: z.array(alertSchema).describe("Alerts on the company detected since the previous look, newest first; empty on the first look"),
});
export type CompanyView = z.infer<typeof companyViewSchema>;
