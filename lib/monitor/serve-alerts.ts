import "server-only";
// The alert routes: the inbox's list with its filters (each validated, an unknown one refused by name), marking
// read singly or all, the header's unread count, and a company page's "changed since you last looked".
import type { Problem } from "../api/problem";
import { byRules, defineRoute, endpoint, type Read } from "../api/route";
import type { ApiCall } from "../api/with-api";
import { companyInput } from "../assessment/serve";
import { ALERTS, ALERTS_READ } from "../audit/audited-operations";
import { listAlerts, markRead, recordView, unreadCount, type AlertFilter } from "./alert-store";
import { alertFilterQuerySchema } from "./alert-filter-query";
import { invalidParameter } from "./invalid-parameter";
import type { CompanyView, Inbox } from "./alert-answers";
import type { ReadMarked, UnreadCount } from "./monitor-answers";
import { listInbox, type TriageFilter } from "./triage-store";
import { markReadInputSchema } from "./watchlist-input";

/** The inbox's filters from the query string; every value is checked, unknown and repeated parameters refused. */
export function readAlertFilter(search: URLSearchParams): { ok: true; filter: AlertFilter & TriageFilter } | { ok: false; problem: Problem } {
  const repeated = [...new Set(search.keys())].find((name) => search.getAll(name).length > 1);
  if (repeated) return invalidParameter(repeated, "is given more than once");
  const read = alertFilterQuerySchema.safeParse(Object.fromEntries(search));
  if (!read.success) {
    const issue = read.error.issues[0]!;
    if (issue.code === "unrecognized_keys") return invalidParameter(issue.keys[0] ?? "", `is not a filter: use ${Object.keys(alertFilterQuerySchema.shape).join(", ")}`);
    return invalidParameter(String(issue.path[0] ?? ""), issue.message);
  }
  const { companyNumber, watchlist, kind, unread, severity, sort, assigned, acknowledged } = read.data;
  // Only the filters given: an absent one is no key at all, as the stores read it.
  const filter: AlertFilter & TriageFilter = {
    ...(companyNumber !== undefined ? { companyNumber } : {}), ...(watchlist !== undefined ? { watchlist } : {}), ...(kind !== undefined ? { kind } : {}),
    ...(unread !== undefined ? { unread } : {}), ...(severity !== undefined ? { severity } : {}), ...(sort !== undefined ? { sort } : {}),
    ...(assigned !== undefined ? { assignedToMe: true } : {}), ...(acknowledged !== undefined ? { acknowledged } : {}),
  };
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
