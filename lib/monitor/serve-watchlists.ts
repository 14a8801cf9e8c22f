import "server-only";
// The watchlist routes. The route builder has refused cross-site and anonymous calls and applied the limits; here the bodies
// are read within the bound and checked by the strict schemas (a problem names the field), a list another analyst
// keeps private answers 404 like an unknown one, and every call is recorded in the audit trail.
import type { z } from "zod";
import { problem, problemResponse, type Problem } from "../api/problem";
import { readBoundedJson } from "../api/read-body";
import { defineRoute } from "../api/route";
import { json, type ApiCall } from "../api/with-api";
import { WATCHLIST_CHECK, WATCHLIST_DELIVERY, WATCHLIST_COMPANIES_ADDED, WATCHLIST_COMPANY_REMOVED, WATCHLIST_CREATED, WATCHLISTS } from "../audit/audited-operations";
import { audited } from "../audit/record";
import { monitorConfig } from "../config/server-config";
import { bodyProblem } from "../api/body-problem";
import { normaliseCompanyNumber, COMPANY_NUMBER_RULE } from "../upstream/company-number";
import { checkNow } from "./dispatch";
import { portfolio } from "./portfolio";
import { portfolioCsv, readPortfolioView, viewPortfolio } from "./portfolio-table";
import { portfolioWorkbook } from "./portfolio-workbook";
import { randomBytes } from "node:crypto";
import { addCompanies, createWatchlist, listsHolding, setDelivery, listWatchlists, removeCompany, visibleList, type Watchlist } from "./watchlist-store";
import { companiesInputSchema, deliveryInputSchema, normaliseCompanyNumbers, watchlistInputSchema } from "./watchlist-input";
import { listDeliveries } from "./webhook";
import { pendingWebhooks } from "./webhook-queue";
import { webhookTargetRefusal } from "./webhook-target";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Found = { ok: true; list: Watchlist } | { ok: false; problem: Problem };

async function findList(call: ApiCall): Promise<Found> {
  const id = call.params.id ?? "";
  const list = UUID.test(id) ? await visibleList(id, call.principal.username) : null;
  return list ? { ok: true, list } : { ok: false, problem: problem("not-found", `No watchlist '${id.slice(0, 60)}' that you can see.`) };
}

/** A JSON object body within the bound, checked by the schema. */
export async function readBody<S extends z.ZodType>(call: ApiCall, schema: S, what: string): Promise<{ ok: true; value: z.output<S> } | { ok: false; problem: Problem }> {
  const read = await readBoundedJson(call.request);
  if (!read.ok) return read;
  if (read.value === null || typeof read.value !== "object" || Array.isArray(read.value)) {
    return { ok: false, problem: problem("invalid-body", "The body must be a JSON object.") };
  }
  const parsed = schema.safeParse(read.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: bodyProblem(parsed.error, what) };
}

const author = (call: ApiCall) => ({ username: call.principal.username, name: call.principal.name });

export const watchlistsRoute = defineRoute({ subject: "Watchlists are listed and made here", methods: {
  // `?companyNumber=`: each list also says whether it holds that company (the company page's "Watch").
  GET: async (call) => {
    const search = new URL(call.request.url).searchParams;
    const unknown = [...search.keys()].find((name) => name !== "companyNumber");
    const asked = search.get("companyNumber");
    const crn = asked === null ? null : normaliseCompanyNumber(asked);
    return audited(call, { operation: WATCHLISTS, company: crn, params: Object.fromEntries(search) }, async () => {
      if (unknown) return problemResponse(problem("invalid-parameter", `${unknown.slice(0, 50)} is not a parameter: use companyNumber.`, { parameter: unknown.slice(0, 50) }));
      if (asked !== null && !crn) return problemResponse(problem("invalid-parameter", `companyNumber must be ${COMPANY_NUMBER_RULE}.`, { parameter: "companyNumber" }));
      const items = await listWatchlists(call.principal.username);
      if (!crn) return json({ items });
      const holding = new Set(await listsHolding(crn, call.principal.username));
      return json({ items: items.map((list) => ({ ...list, holdsCompany: holding.has(list.id) })) });
    });
  },
  POST: async (call) => {
    const body = await readBody(call, watchlistInputSchema, "watchlist");
    const params: Record<string, string> = body.ok ? { name: body.value.name, shared: String(body.value.shared) } : {};
    return audited(call, { operation: WATCHLIST_CREATED, company: null, params }, async () => {
      if (!body.ok) return problemResponse(body.problem);
      const intervalHours = body.value.intervalHours ?? monitorConfig().intervalHours;
      return json(await createWatchlist(author(call), { name: body.value.name, shared: body.value.shared, intervalHours }), 201);
    });
  },
} });

export const watchlistRoute = defineRoute({ subject: "A watchlist is read here", methods: {
  GET: async (call) => {
    const found = await findList(call);
    return audited(call, { operation: WATCHLISTS, company: null, params: call.params }, async () =>
      found.ok
        ? json({
          ...(await portfolio(found.list, call.principal.username)),
          deliveries: await listDeliveries(found.list.id), pendingWebhooks: await pendingWebhooks(found.list.id),
        })
        : problemResponse(found.problem));
  },
} });

/** POST { webhookUrl, digestTo }: the owner sets where alerts go; the answer shows a new webhook's secret once. */
export const watchlistDeliveryRoute = defineRoute({ subject: "Delivery settings are set here", methods: {
  POST: async (call) => {
    const found = await findList(call);
    const body = found.ok ? await readBody(call, deliveryInputSchema, "delivery settings") : null;
    return audited(call, { operation: WATCHLIST_DELIVERY, company: null, params: call.params }, async () => {
      if (!found.ok) return problemResponse(found.problem);
      if (found.list.owner !== call.principal.username) {
        return problemResponse(problem("forbidden", "Only the list's owner may change where its alerts are sent."));
      }
      if (!body!.ok) return problemResponse(body!.problem);
      const { webhookUrl, digestTo } = body!.value;
      const refusal = webhookUrl ? await webhookTargetRefusal(webhookUrl, monitorConfig().webhook.allowHosts) : null;
      if (refusal) {
        return problemResponse(problem("invalid-parameter", `webhookUrl ${refusal}.`, { parameter: "webhookUrl" }));
      }
      const webhookSecret = webhookUrl ? randomBytes(32).toString("hex") : null;
      await setDelivery(found.list.id, { webhookUrl, webhookSecret, digestTo });
      return json({ id: found.list.id, webhookUrl, webhookSecret, digestTo });
    });
  },
} });

export const watchlistCompaniesRoute = defineRoute({ subject: "Companies are added here", methods: {
  POST: async (call) => {
    const found = await findList(call);
    const body = found.ok ? await readBody(call, companiesInputSchema, "companies") : null;
    const params: Record<string, string | number> = { ...call.params, ...(body?.ok ? { given: body.value.companyNumbers.length } : {}) };
    return audited(call, { operation: WATCHLIST_COMPANIES_ADDED, company: null, params }, async () => {
      if (!found.ok) return problemResponse(found.problem);
      if (!body!.ok) return problemResponse(body!.problem);
      const { numbers, refused } = normaliseCompanyNumbers(body!.value.companyNumbers);
      const added = await addCompanies(found.list.id, numbers, call.principal.username);
      const already = numbers.filter((number) => !added.includes(number));
      return json({ added, refused: [...refused, ...already.map((value) => ({ value, detail: "is already on this list" }))] });
    });
  },
} });

export const watchlistCompanyRoute = defineRoute({ subject: "A company is removed from a list here", methods: {
  DELETE: async (call) => {
    const found = await findList(call);
    const crn = normaliseCompanyNumber(call.params.crn ?? "");
    return audited(call, { operation: WATCHLIST_COMPANY_REMOVED, company: crn, params: call.params }, async () => {
      if (!found.ok) return problemResponse(found.problem);
      if (!crn) return problemResponse(problem("invalid-parameter", `crn must be ${COMPANY_NUMBER_RULE}.`, { parameter: "crn" }));
      if (!(await removeCompany(found.list.id, crn))) {
        return problemResponse(problem("not-found", `Company ${crn} is not on this watchlist.`));
      }
      return new Response(null, { status: 204 });
    });
  },
} });

export const watchlistCheckRoute = defineRoute({ subject: "A check is started here", methods: {
  POST: async (call) => {
    const found = await findList(call);
    return audited(call, { operation: WATCHLIST_CHECK, company: null, params: call.params }, async () => {
      if (!found.ok) return problemResponse(found.problem);
      // Claimed like a scheduled run, so a check already running (here or on another server) is not run twice.
      const claimed = await checkNow(found.list.id, call.requestId);
      return json({ id: found.list.id, started: Boolean(claimed), detail: claimed ? "The check has started." : "A check of this list is already running." }, 202);
    });
  },
} });

const EXPORT_QUERY = new Set(["format", "q", "show", "sort", "dir"]);

/** The portfolio as the screen shows it (its filters and sort from the query), as CSV or an Excel workbook. */
export const watchlistExportRoute = defineRoute({ subject: "The export is read-only", methods: {
  GET: async (call) => {
    const found = await findList(call);
    const search = new URL(call.request.url).searchParams;
    const format = search.get("format") ?? "csv";
    const unknown = [...search.keys()].find((name) => !EXPORT_QUERY.has(name));
    return audited(call, { operation: WATCHLISTS, company: null, params: { ...call.params, format } }, async () => {
      if (!found.ok) return problemResponse(found.problem);
      if (unknown) return problemResponse(problem("invalid-parameter", `${unknown.slice(0, 50)} is not a parameter of the export.`, { parameter: unknown.slice(0, 50) }));
      if (format !== "csv" && format !== "xlsx") {
        return problemResponse(problem("invalid-parameter", "format must be one of: csv, xlsx.", { parameter: "format" }));
      }
      const rows = viewPortfolio((await portfolio(found.list, call.principal.username)).companies, readPortfolioView(Object.fromEntries(search)));
      const file = `watchlist-${found.list.name.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 40) || "export"}`;
      return format === "csv"
        ? new Response(portfolioCsv(rows), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file}.csv"` } })
        : new Response(new Uint8Array(await portfolioWorkbook(found.list.name, rows)), { headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "content-disposition": `attachment; filename="${file}.xlsx"`,
        } });
    });
  },
} });
