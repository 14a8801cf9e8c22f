// The inbox's filters as the query string gives them (GET /api/alerts, POST /api/alerts/read): one strict schema the
// reader parses with (./serve-alerts.ts) and the API's description reads, so the parameters described are the ones read.
import { z } from "zod";
import { companyNumberParam } from "./company-number-param";
import { SEVERITIES } from "./severity";
import { alertKindSchema } from "./watchlist-input";

export const ALERT_SORTS = ["newest", "severity"] as const;

const trueOrFalse = z.enum(["true", "false"], { error: "must be true or false" }).transform((value) => value === "true");

export const alertFilterQuerySchema = z.strictObject({
  companyNumber: companyNumberParam.optional().describe("A company number: only this company's alerts"),
  watchlist: z.string().regex(/^[0-9a-f-]{36}$/, "must be a watchlist id").optional().describe("A watchlist id: only this list's alerts"),
  kind: alertKindSchema.optional().describe("Only alerts of this kind"),
  unread: trueOrFalse.optional().describe("true: only unread alerts; false: only read ones"),
  severity: z.enum(SEVERITIES, { error: `must be one of ${SEVERITIES.join(", ")}` }).optional().describe("Only alerts of this severity"),
  sort: z.enum(ALERT_SORTS, { error: `must be one of ${ALERT_SORTS.join(", ")}` }).optional().describe("newest (the default) or severity (red first, then newest)"),
  assigned: z.literal("me", { error: "must be me (the alerts assigned to you)" }).optional().describe("me: only the alerts assigned to you"),
  acknowledged: trueOrFalse.optional().describe("true: only acknowledged alerts; false: only those not acknowledged"),
});
