import "server-only";
// The alert routes: the inbox's list with its filters (each validated, an unknown one refused by name), marking
// read singly or all, the header's unread count, and a company page's "changed since you last looked".
import { problem, problemResponse, type Problem } from "../api/problem";
import { defineRoute } from "../api/route";
import { json, type ApiCall } from "../api/with-api";
import { ALERTS, ALERTS_READ } from "../audit/audited-operations";
import { audited } from "../audit/record";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "../upstream/company-number";
import { listAlerts, markRead, recordView, unreadCount, type AlertFilter } from "./alert-store";
import { readBody } from "./serve-watchlists";
import { alertKindSchema, markReadInputSchema } from "./watchlist-input";

const FILTERS = ["companyNumber", "watchlist", "kind", "unread"] as const;

function invalid(parameter: string, detail: string): Problem {
  return problem("invalid-parameter", `${parameter} ${detail}.`, { parameter });
}

/** The inbox's filters from the query string; every value is checked, unknown and repeated parameters refused. */
export function readAlertFilter(search: URLSearchParams): { ok: true; filter: AlertFilter } | { ok: false; problem: Problem } {
  const filter: AlertFilter = {};
  for (const name of new Set(search.keys())) {
    if (!(FILTERS as readonly string[]).includes(name)) return { ok: false, problem: invalid(name.slice(0, 50), `is not a filter: use ${FILTERS.join(", ")}`) };
    if (search.getAll(name).length > 1) return { ok: false, problem: invalid(name, "is given more than once") };
  }
  const value = (name: string) => search.get(name) ?? "";
  if (search.has("companyNumber")) {
    const crn = normaliseCompanyNumber(value("companyNumber"));
    if (!crn) return { ok: false, problem: invalid("companyNumber", `must be ${COMPANY_NUMBER_RULE}`) };
    filter.companyNumber = crn;
  }
  if (search.has("watchlist")) {
    if (!/^[0-9a-f-]{36}$/.test(value("watchlist"))) return { ok: false, problem: invalid("watchlist", "must be a watchlist id") };
    filter.watchlist = value("watchlist");
  }
  if (search.has("kind")) {
    const kind = alertKindSchema.safeParse(value("kind"));
    if (!kind.success) return { ok: false, problem: invalid("kind", kind.error.issues[0]?.message ?? "is not an alert kind") };
    filter.kind = kind.data;
  }
  if (search.has("unread")) {
    if (!["true", "false"].includes(value("unread"))) return { ok: false, problem: invalid("unread", "must be true or false") };
    filter.unread = value("unread") === "true";
  }
  return { ok: true, filter };
}

const params = (call: ApiCall) => Object.fromEntries(new URL(call.request.url).searchParams);

export const alertsRoute = defineRoute({ subject: "Alerts are read here", methods: {
  GET: async (call) => {
    const read = readAlertFilter(new URL(call.request.url).searchParams);
    return audited(call, { operation: ALERTS, company: read.ok ? read.filter.companyNumber ?? null : null, params: params(call) }, async () =>
      read.ok ? json({ items: await listAlerts(call.principal.username, read.filter) }) : problemResponse(read.problem));
  },
} });

export const alertsReadRoute = defineRoute({ subject: "Alerts are marked read here", methods: {
  POST: async (call) => {
    const read = readAlertFilter(new URL(call.request.url).searchParams);
    const body = read.ok ? await readBody(call, markReadInputSchema, "read marks") : null;
    return audited(call, { operation: ALERTS_READ, company: null, params: params(call) }, async () => {
      if (!read.ok) return problemResponse(read.problem);
      if (!body!.ok) return problemResponse(body!.problem);
      const marked = await markRead(call.principal.username, body!.value.ids ?? null, read.filter);
      return json({ marked, unread: await unreadCount(call.principal.username) });
    });
  },
} });

/** The header's badge: polled, so not audited (it reveals nothing beyond a count of the caller's own alerts). */
export const unreadCountRoute = defineRoute({ subject: "The unread count is read-only", methods: {
  GET: async (call) => json({ unread: await unreadCount(call.principal.username) }),
} });

/** POST: this user looks at the company now; answers the look before and the alerts found since. */
export const companyViewRoute = defineRoute({ subject: "A look at a company is recorded here", methods: {
  POST: async (call) => {
    const crn = normaliseCompanyNumber(call.params.crn ?? "");
    return audited(call, { operation: ALERTS, company: crn, params: call.params }, async () => {
      if (!crn) return problemResponse(invalid("crn", `must be ${COMPANY_NUMBER_RULE}`));
      const before = await recordView(call.principal.username, crn);
      const items = before == null ? [] : await listAlerts(call.principal.username, { companyNumber: crn, since: before });
      return json({ companyNumber: crn, lastViewedAt: before == null ? null : new Date(before).toISOString(), items });
    });
  },
} });
