import "server-only";
// The watchlist routes, in the route builder's full form: it refuses cross-site and anonymous calls, applies the
// limits, reads each body within the bound through its strict schema (a problem names the field) and records every
// call in the audit trail. Here: which list a call names (one another analyst keeps private answers 404 like an
// unknown one), and the answers.
import { problem, problemResponse } from "../api/problem";
import { defineRoute, endpoint, type Read } from "../api/route";
import type { ApiCall } from "../api/with-api";
import { WATCHLIST_CHANGED, WATCHLIST_CHECK, WATCHLIST_DELETED, WATCHLIST_DELIVERY, WATCHLIST_COMPANIES_ADDED, WATCHLIST_COMPANY_MOVED, WATCHLIST_COMPANY_REMOVED, WATCHLIST_CREATED, WATCHLISTS } from "../audit/audited-operations";
import { monitorConfig } from "../config/server-config";
import { inExportSlot } from "../report/export-slot";
import { jsonInSlices } from "../report/json-in-slices";
import { renderInPool } from "../report/render-pool";
import { normaliseCompanyNumber, COMPANY_NUMBER_RULE } from "../upstream/company-number";
import { z } from "zod";
import { startWatching } from "./baseline";
import { companyNumberParam } from "./company-number-param";
import { checkNow } from "./dispatch";
import { invalidParameter } from "./invalid-parameter";
import { portfolio } from "./portfolio";
import { readPortfolioView, viewPortfolio } from "./portfolio-table";
import {
  addCompanies, asSeenBy, countAlerts, createWatchlist, deleteWatchlist, deliveriesSeenBy, listsHolding, mayEdit, moveCompany, setDelivery, listWatchlists, removeCompany, updateWatchlist, visibleList,
  type Watchlist, WatchlistLimitError,
} from "./watchlist-store";
import { companiesInputSchema, deliveryInputSchema, moveInputSchema, normaliseCompanyNumbers, watchlistChangeSchema, watchlistInputSchema } from "./watchlist-input";
import { listDeliveries } from "./webhook";
import { NO_SMTP_NOTICE } from "./delivery-modes";
import { digestWaiting } from "./outbox";
import { webhookTargetRefusal } from "./webhook-target";
import { analystFileName, attachmentHeader } from "@/lib/report/filename";
import type { CheckStarted } from "./monitor-answers";
import type { CompaniesAdded, CompanyMoved, DeliverySet, EmailDelivery, PortfolioAnswer, Watchlists, WatchlistSeen } from "./watchlist-answers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ListInput {
  list: Watchlist;
}

/** The list the path names, if this user can see it. */
async function readList(call: ApiCall): Promise<Read<ListInput>> {
  const id = call.params.id ?? "";
  const list = UUID.test(id) ? await visibleList(id, call.principal.username) : null;
  return list ? { ok: true, input: { list } } : { ok: false, problem: problem("not-found", `No watchlist '${id.slice(0, 60)}' that you can see.`) };
}

/** The list, if this user owns it: only the owner changes where its alerts go (checked before the body is read). */
async function readOwnList(call: ApiCall): Promise<Read<ListInput>> {
  const found = await readList(call);
  if (found.ok && found.input.list.owner !== call.principal.username) {
    return { ok: false, problem: problem("forbidden", "Only the list's owner may change where its alerts are sent.") };
  }
  return found;
}

/** The list, if this user owns it: only the owner deletes a list. */
async function readListToManage(call: ApiCall): Promise<Read<ListInput>> {
  const found = await readList(call);
  if (found.ok && found.input.list.owner !== call.principal.username) {
    return { ok: false, problem: problem("forbidden", `Only the list's owner (${found.input.list.ownerName}) may delete it.`) };
  }
  return found;
}

/** The list, if this user may change it: a shared list is read-only to colleagues unless its owner allows edits. */
async function readListToEdit(call: ApiCall): Promise<Read<ListInput>> {
  const found = await readList(call);
  if (found.ok && !mayEdit(found.input.list, call.principal.username)) {
    const { list } = found.input;
    return { ok: false, problem: problem("forbidden", `'${list.name}' is read-only to colleagues: its owner (${list.ownerName}) has not allowed them to edit it.`) };
  }
  return found;
}

/** The list to delete and how many alerts it raised, so the audit record of its deletion names both. */
async function readListToDelete(call: ApiCall): Promise<Read<ListInput & { alerts: number }>> {
  const found = await readListToManage(call);
  return found.ok ? { ok: true, input: { ...found.input, alerts: await countAlerts(found.input.list.id) } } : found;
}

/** GET /api/watchlists' query, read by readHolding and described from here. */
export const holdingQuerySchema = z.strictObject({
  companyNumber: companyNumberParam.optional().describe("A company number: each list then says whether it watches it (holdsCompany)"),
});

/** `?companyNumber=`: the company page asks which lists hold that company. */
function readHolding(call: ApiCall): Read<{ crn: string | null }> {
  const read = holdingQuerySchema.safeParse(Object.fromEntries(new URL(call.request.url).searchParams));
  if (read.success) return { ok: true, input: { crn: read.data.companyNumber ?? null } };
  const issue = read.error.issues[0]!;
  return issue.code === "unrecognized_keys"
    ? invalidParameter(issue.keys[0] ?? "", "is not a parameter: use companyNumber")
    : invalidParameter(String(issue.path[0] ?? ""), issue.message);
}

/** A limit's refusal as a 409 naming the limit; any other failure goes on to the route's one catch. */
function limitProblem(error: unknown): Response {
  if (error instanceof WatchlistLimitError) return problemResponse(problem("limit-reached", error.message, { limit: error.limit, max: error.max }));
  throw error;
}

const pathParams = (_input: unknown, _body: unknown, call: ApiCall) => call.params;
const author = (call: ApiCall) => ({ username: call.principal.username, name: call.principal.name });

export const watchlistsRoute = defineRoute({ subject: "Watchlists are listed and made here", methods: {
  GET: endpoint({
    lane: "store",
    input: readHolding,
    audit: { operation: WATCHLISTS, company: (input) => input.crn },
    handler: async ({ input, principal }) => {
      const items = (await listWatchlists(principal.username)).map((list) => asSeenBy(list, principal.username));
      if (!input.crn) return { data: { items } satisfies Watchlists };
      const holding = new Set(await listsHolding(input.crn, principal.username));
      return { data: { items: items.map((list) => ({ ...list, holdsCompany: holding.has(list.id) })) } satisfies Watchlists };
    },
  }),
  POST: endpoint({
    lane: "store",
    body: { schema: watchlistInputSchema, what: "watchlist" },
    audit: { operation: WATCHLIST_CREATED, params: (_input, body): Record<string, string> => (body ? { name: body.name, shared: String(body.shared) } : {}) },
    handler: async (call) => {
      const { intervalHours: defaultHours, limits } = monitorConfig();
      const intervalHours = call.body.intervalHours ?? defaultHours;
      const made = await createWatchlist(author(call), { name: call.body.name, shared: call.body.shared, intervalHours }, Date.now(), limits.listsPerUser)
        .catch(limitProblem);
      return made instanceof Response ? made : { data: asSeenBy(made, call.principal.username) satisfies WatchlistSeen, status: 201 };
    },
  }),
} });

export const watchlistRoute = defineRoute({ subject: "A watchlist is read, changed and deleted here", methods: {
  GET: endpoint({
    lane: "store",
    input: readList,
    audit: { operation: WATCHLISTS, params: pathParams },
    handler: async ({ input: { list }, principal }) => {
      // The list's own fields as this user may see them (the webhook URL and digest addresses to its owner only).
      const { companies } = await portfolio(list, principal.username);
      const data: PortfolioAnswer = {
        ...asSeenBy(list, principal.username), companies, deliveries: deliveriesSeenBy(list, principal.username, await listDeliveries(list.id)),
        digest: await digestWaiting(list.id), ...emailDelivery(),
      };
      return { data };
    },
  }),
  PATCH: endpoint({
    lane: "store",
    input: readListToEdit,
    body: { schema: watchlistChangeSchema, what: "watchlist change" },
    audit: {
      operation: WATCHLIST_CHANGED,
      params: (input, body, call): Record<string, string> => ({
        ...call.params, ...(input ? { was: input.list.name, wasIntervalHours: String(input.list.intervalHours) } : {}),
        ...(body?.name !== undefined ? { name: body.name } : {}), ...(body?.intervalHours !== undefined ? { intervalHours: String(body.intervalHours) } : {}),
        ...(body?.colleaguesMayEdit !== undefined ? { colleaguesMayEdit: String(body.colleaguesMayEdit) } : {}),
      }),
    },
    handler: async ({ input: { list }, body, principal }) => {
      if (body.colleaguesMayEdit !== undefined && list.owner !== principal.username) {
        return problemResponse(problem("forbidden", `Only the list's owner (${list.ownerName}) decides whether colleagues may edit it.`));
      }
      await updateWatchlist(list.id, body);
      return { data: asSeenBy((await visibleList(list.id, principal.username))!, principal.username) satisfies WatchlistSeen };
    },
  }),
  DELETE: endpoint({
    lane: "store",
    input: readListToDelete,
    audit: {
      operation: WATCHLIST_DELETED,
      params: (input, _body, call): Record<string, string> => ({
        ...call.params, ...(input ? { name: input.list.name, companies: String(input.list.companyCount), alerts: String(input.alerts) } : {}),
      }),
    },
    handler: async ({ input: { list } }) => {
      if (!(await deleteWatchlist(list.id))) return problemResponse(problem("not-found", `No watchlist '${list.id}' that you can see.`));
      return new Response(null, { status: 204 });
    },
  }),
} });

/** Whether e-mail can go at all, said plainly beside the delivery settings. */
function emailDelivery(): EmailDelivery {
  return monitorConfig().smtpUrl ? { smtpConfigured: true } : { smtpConfigured: false, notice: NO_SMTP_NOTICE };
}

/**
 * POST { webhookUrl, digestTo, deliveryMode?, rotateSecret? }: the owner sets where alerts go and when; the answer shows
 * a new webhook secret once (null when the secret is kept) and says when no SMTP server is configured.
 */
export const watchlistDeliveryRoute = defineRoute({ subject: "Delivery settings are set here", methods: {
  POST: endpoint({
    lane: "store",
    input: readOwnList,
    body: { schema: deliveryInputSchema, what: "delivery settings" },
    audit: { operation: WATCHLIST_DELIVERY, params: pathParams },
    handler: async ({ input: { list }, body: { webhookUrl, digestTo, deliveryMode, rotateSecret } }) => {
      const refusal = webhookUrl ? await webhookTargetRefusal(webhookUrl, monitorConfig().webhook.allowHosts) : null;
      if (refusal) return problemResponse(invalidParameter("webhookUrl", refusal).problem);
      const webhookSecret = await setDelivery(list.id, { webhookUrl, digestTo, deliveryMode, rotateSecret });
      return { data: { id: list.id, webhookUrl, webhookSecret, digestTo, deliveryMode: deliveryMode ?? list.deliveryMode, ...emailDelivery() } satisfies DeliverySet };
    },
  }),
} });

export const watchlistCompaniesRoute = defineRoute({ subject: "Companies are added here", methods: {
  POST: endpoint({
    lane: "store",
    input: readListToEdit,
    body: { schema: companiesInputSchema, what: "companies" },
    audit: { operation: WATCHLIST_COMPANIES_ADDED, params: (_input, body, call) => ({ ...call.params, ...(body ? { given: body.companyNumbers.length } : {}) }) },
    handler: async ({ input: { list }, body, principal, requestId }) => {
      const { numbers, refused } = normaliseCompanyNumbers(body.companyNumbers);
      const added = await addCompanies(list.id, numbers, principal.username, Date.now(), monitorConfig().limits.companiesPerList).catch(limitProblem);
      if (added instanceof Response) return added;
      // Watching starts now: the added companies' baselines are taken at once, not at the list's next check.
      startWatching(list.id, added, requestId);
      const already = numbers.filter((number) => !added.includes(number));
      return { data: { added, refused: [...refused, ...already.map((value) => ({ value, detail: "is already on this list" }))] } satisfies CompaniesAdded };
    },
  }),
} });

/** The list, then the company number in the path. */
async function readListCompany(call: ApiCall): Promise<Read<ListInput & { crn: string }>> {
  const found = await readListToEdit(call);
  if (!found.ok) return found;
  const crn = normaliseCompanyNumber(call.params.crn ?? "");
  return crn ? { ok: true, input: { ...found.input, crn } } : invalidParameter("crn", `must be ${COMPANY_NUMBER_RULE}`);
}

export const watchlistCompanyRoute = defineRoute({ subject: "A company is removed from a list here", methods: {
  DELETE: endpoint({
    lane: "store",
    input: readListCompany,
    audit: { operation: WATCHLIST_COMPANY_REMOVED, company: (input) => input.crn, params: pathParams },
    handler: async ({ input: { list, crn } }) => {
      if (!(await removeCompany(list.id, crn))) return problemResponse(problem("not-found", `Company ${crn} is not on this watchlist.`));
      return new Response(null, { status: 204 });
    },
  }),
} });

/** POST { to }: moves the company to another list; the user must be allowed to edit both. */
export const watchlistCompanyMoveRoute = defineRoute({ subject: "A company is moved between lists here", methods: {
  POST: endpoint({
    lane: "store",
    input: readListCompany,
    body: { schema: moveInputSchema, what: "move" },
    audit: { operation: WATCHLIST_COMPANY_MOVED, company: (input) => input.crn, params: (_input, body, call) => ({ ...call.params, ...(body ? { to: body.to } : {}) }) },
    handler: async ({ input: { list, crn }, body, principal }) => {
      const target = body.to === list.id ? null : await visibleList(body.to, principal.username);
      if (!target) return problemResponse(invalidParameter("to", body.to === list.id ? "must be another list than this one" : "is not a watchlist that you can see").problem);
      if (!mayEdit(target, principal.username)) {
        return problemResponse(problem("forbidden", `'${target.name}' is read-only to colleagues: its owner (${target.ownerName}) has not allowed them to edit it.`));
      }
      const outcome = await moveCompany(list.id, target.id, crn, principal.username, Date.now(), monitorConfig().limits.companiesPerList).catch(limitProblem);
      if (outcome instanceof Response) return outcome;
      if (outcome === "not-on-list") return problemResponse(problem("not-found", `Company ${crn} is not on this watchlist.`));
      if (outcome === "already-on-target") return problemResponse(invalidParameter("to", `already holds ${crn}: remove it here instead`).problem);
      return { data: { companyNumber: crn, from: list.id, to: target.id } satisfies CompanyMoved };
    },
  }),
} });

export const watchlistCheckRoute = defineRoute({ subject: "A check is started here", methods: {
  POST: endpoint({
    lane: "monitor",
    input: readList,
    audit: { operation: WATCHLIST_CHECK, params: pathParams },
    handler: async ({ input: { list }, requestId }) => {
      // Claimed like a scheduled run, so a check already running (here or on another server) is not run twice.
      const claimed = await checkNow(list.id, requestId);
      const data: CheckStarted = { id: list.id, started: Boolean(claimed), detail: claimed ? "The check has started." : "A check of this list is already running." };
      return { data, status: 202 };
    },
  }),
} });

const EXPORT_QUERY = new Set(["format", "q", "show", "sort", "dir"]);

/** The list, the file's format and the screen's filters and sort from the query. */
async function readExport(call: ApiCall): Promise<Read<ListInput & { format: "csv" | "xlsx"; view: Record<string, string> }>> {
  const found = await readList(call);
  if (!found.ok) return found;
  const search = new URL(call.request.url).searchParams;
  const unknown = [...search.keys()].find((name) => !EXPORT_QUERY.has(name));
  if (unknown) return invalidParameter(unknown, "is not a parameter of the export");
  const format = search.get("format") ?? "csv";
  if (format !== "csv" && format !== "xlsx") return invalidParameter("format", "must be one of: csv, xlsx");
  return { ok: true, input: { ...found.input, format, view: Object.fromEntries(search) } };
}

/** The portfolio as the screen shows it (its filters and sort from the query), as CSV or an Excel workbook. */
export const watchlistExportRoute = defineRoute({ subject: "The export is read-only", methods: {
  GET: endpoint({
    lane: "exports queue",
    input: readExport,
    audit: { operation: WATCHLISTS, params: (_input, _body, call) => ({ ...call.params, format: new URL(call.request.url).searchParams.get("format") ?? "csv" }) },
    // A 10,000-company list's file takes seconds of CPU: it waits its turn in the exports' fair queue, the rows are
    // read here and the file is made in the rendering pool, off the main thread.
    handler: ({ input: { list, format, view }, principal, request }) => inExportSlot(principal.username, `watchlist-${format}`, request.signal, async () => {
      const rows = viewPortfolio((await portfolio(list, principal.username)).companies, readPortfolioView(view));
      const file = attachmentHeader(analystFileName({ report: `${list.name} watchlist`, date: new Date(), format }));
      const rowsJson = await jsonInSlices(rows);
      const bytes = new Uint8Array(await renderInPool(format === "csv" ? { kind: "watchlist-csv", rowsJson } : { kind: "watchlist-xlsx", name: list.name, rowsJson }));
      return format === "csv"
        ? new Response(bytes, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": file } })
        : new Response(bytes, { headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "content-disposition": file,
        } });
    }),
  }),
} });
