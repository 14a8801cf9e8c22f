import "server-only";
// The alert routes: the inbox's list with its filters (each validated, an unknown one refused by name), marking
// read singly or all, the header's unread count, and a company page's "changed since you last looked".
import type { Problem } from "../api/problem";
import { byRules, defineRoute, endpoint, type Read } from "../api/route";
import type { ApiCall } from "../api/with-api";
import { companyInput } from "../assessment/serve";
import { ALERTS, ALERTS_READ } from "../audit/audited-operations";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "../upstream/company-number";
import { listAlerts, markRead, recordView, unreadCount, type AlertFilter } from "./alert-store";
import { invalidParameter } from "./invalid-parameter";
import type { CompanyView, Inbox } from "./alert-answers";
import type { ReadMarked, UnreadCount } from "./monitor-answers";
import { listInbox, type TriageFilter } from "./triage-store";
import { SEVERITIES, type Severity } from "./severity";
import { alertKindSchema, markReadInputSchema } from "./watchlist-input";

const FILTERS = ["companyNumber", "watchlist", "kind", "unread", "severity", "sort", "assigned", "acknowledged"] as const;
const SORTS = ["newest", "severity"] as const;

/** The inbox's filters from the query string; every value is checked, unknown and repeated parameters refused. */
export function readAlertFilter(search: URLSearchParams): { ok: true; filter: AlertFilter & TriageFilter } | { ok: false; problem: Problem } {
  const filter: AlertFilter & TriageFilter = {};
  for (const name of new Set(search.keys())) {
    if (!(FILTERS as readonly string[]).includes(name)) return invalidParameter(name, `is not a filter: use ${FILTERS.join(", ")}`);
    if (search.getAll(name).length > 1) return invalidParameter(name, "is given more than once");
  }
  const value = (name: string) => search.get(name) ?? "";
  if (search.has("companyNumber")) {
    const crn = normaliseCompanyNumber(value("companyNumber"));
    if (!crn) return invalidParameter("companyNumber", `must be ${COMPANY_NUMBER_RULE}`);
    filter.companyNumber = crn;
  }
  if (search.has("watchlist")) {
    if (!/^[0-9a-f-]{36}$/.test(value("watchlist"))) return invalidParameter("watchlist", "must be a watchlist id");
    filter.watchlist = value("watchlist");
  }
  if (search.has("kind")) {
    const kind = alertKindSchema.safeParse(value("kind"));
    if (!kind.success) return invalidParameter("kind", kind.error.issues[0]?.message ?? "is not an alert kind");
    filter.kind = kind.data;
  }
  if (search.has("unread")) {
    if (!["true", "false"].includes(value("unread"))) return invalidParameter("unread", "must be true or false");
    filter.unread = value("unread") === "true";
  }
  if (search.has("severity")) {
    if (!(SEVERITIES as readonly string[]).includes(value("severity"))) return invalidParameter("severity", `must be one of ${SEVERITIES.join(", ")}`);
    filter.severity = value("severity") as Severity;
  }
  if (search.has("sort")) {
    if (!(SORTS as readonly string[]).includes(value("sort"))) return invalidParameter("sort", `must be one of ${SORTS.join(", ")}`);
    filter.sort = value("sort") as (typeof SORTS)[number];
  }
  if (search.has("assigned")) {
    if (value("assigned") !== "me") return invalidParameter("assigned", "must be me (the alerts assigned to you)");
    filter.assignedToMe = true;
  }
  if (search.has("acknowledged")) {
    if (!["true", "false"].includes(value("acknowledged"))) return invalidParameter("acknowledged", "must be true or false");
    filter.acknowledged = value("acknowledged") === "true";
  }
  return { ok: true, filter };
}

/** The query's filters as the builder's input reader. */
function readFilterInput(call: ApiCall): Read<AlertFilter & TriageFilter> {
  const read = readAlertFilter(new URL(call.request.url).searchParams);
  return read.ok ? { ok: true, input: read.filter } : read;
}

const query = (_input: unknown, _body: unknown, call: ApiCall) => Object.fromEntries(new URL(call.request.url).searchParams);

export const alertsRoute = defineRoute({ subject: "Alerts are read here", methods: {
  GET: endpoint({
    lane: "store",
    input: readFilterInput,
    audit: { operation: ALERTS, company: (filter) => filter.companyNumber ?? null, params: query },
    handler: async ({ input, principal }) => ({ data: { items: await listInbox(principal.username, input) } satisfies Inbox }),
  }),
} });

export const alertsReadRoute = defineRoute({ subject: "Alerts are marked read here", methods: {
  POST: endpoint({
    lane: "store",
    input: readFilterInput,
    body: { schema: markReadInputSchema, what: "read marks" },
    audit: { operation: ALERTS_READ, params: query },
    handler: async ({ input, body, principal }) => {
      const marked = await markRead(principal.username, body.ids ?? null, input);
      return { data: { marked, unread: await unreadCount(principal.username) } satisfies ReadMarked };
    },
  }),
} });

/** The header's badge: polled, so not audited (it reveals nothing beyond a count of the caller's own alerts). */
export const unreadCountRoute = defineRoute({ subject: "The unread count is read-only", methods: {
  GET: endpoint({ lane: "store", handler: async ({ principal }) => ({ data: { unread: await unreadCount(principal.username) } satisfies UnreadCount }) }),
} });

/** POST: this user looks at the company now; answers the look before and the alerts found since. */
export const companyViewRoute = defineRoute({ subject: "A look at a company is recorded here", methods: {
  POST: endpoint({
    lane: "store",
    input: byRules(companyInput),
    audit: { operation: ALERTS, params: (_input, _body, call) => call.params },
    handler: async ({ input, principal }) => {
      const crn = input.path.crn;
      const before = await recordView(principal.username, crn);
      const items = before == null ? [] : await listAlerts(principal.username, { companyNumber: crn, since: before });
      return { data: { companyNumber: crn, lastViewedAt: before == null ? null : new Date(before).toISOString(), items } satisfies CompanyView };
    },
  }),
} });
