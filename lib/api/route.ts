import "server-only";
// The one builder of every /api route. lib defines a route (`defineRoute`, each method an `endpoint` naming who may
// call and its limit lane) and its route file states those rules where a reader sees the route:
// `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(x, { GET: "signed-in · lookups" })`. What every
// route needs is written here once (an over-long target is the request gate's, in front of every route and page): the
// refusal of a method the route does not serve (405 with Allow) and OPTIONS (204, the same Allow), sign-in, the role,
// same-origin for writes, the limits, the bounded body, input checked by zod with a problem naming the field, the
// audit record, security headers, the metrics, and one catch. The handler only answers; what should follow an answer
// (the directory learning from it) is a hook the route registers.
import type { z } from "zod";
import type { AuditedAction } from "../audit/record";
import { audited } from "../audit/record";
import { log } from "../log";
import { bodyProblem } from "./body-problem";
import { conditional, conditionalResponse, taggable } from "./etag";
import { problem, problemResponse, type Problem } from "./problem";
import { readBoundedBody } from "./read-body";
import { readInput, type InputRules, type ValidInput } from "./read-input";
import { refusalMetrics, routeMetrics } from "./route-guards";
import { ruleOf, type Lane, type Rule } from "./route-rule";
import { errorSummary, finish, jsonText, newCallHeaders, withApi, type ApiCall, type RouteContext } from "./with-api";

const UTF8 = new TextEncoder();

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
type NextHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** A JSON answer whose value the after-answer hooks may read (a Response is sent as it is, and no hook runs). */
export interface Answer {
  data: unknown;
  status?: number;
  /** The value already serialised (e.g. kept from an earlier answer); hooks still get `data` when it is set. */
  text?: string;
  /** The value already serialised and encoded as UTF-8 (the Response copies it); preferred over `text`. */
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** Runs after a 2xx JSON answer is made, before it is sent; it must not throw into the request. */
export type AfterAnswer = (data: unknown, call: ApiCall) => void;

export type Read<T> = { ok: true; input: T } | { ok: false; problem: Problem };

export interface Endpoint<Input = undefined, Body = undefined, A extends "user" | "admin" = "user", L extends Lane = never> {
  /** Who may call: a signed-in user (default) or an admin. */
  access?: A;
  lane: L;
  /** Path and query: `byRules(operation)` (the operations table's kind of rules) or a reader of the route's own. */
  input?: (call: ApiCall) => Read<Input> | Promise<Read<Input>>;
  /** A JSON object body, read within the bound and checked by this strict schema (or one built per request). */
  body?: BodyRule<Body>;
  /** What the audit trail records the call as; refused calls are recorded too. */
  audit?: {
    operation: string;
    company?: (input: Input) => string | null;
    params?: (input: Input | null, body: Body | null, call: ApiCall) => AuditedAction["params"];
  };
  handler: (call: ApiCall & { input: Input; body: Body }) => Promise<Response | Answer>;
  after?: AfterAnswer[];
  /** A write method (POST, PUT, PATCH, DELETE) that stores nothing (a what-if): a read-only token may call it. */
  changesNothing?: true;
}

/** A route anyone may call (sign-in, sign-out, health, readiness, metrics): it does its own checks. */
export interface PublicEndpoint<L extends Lane = never> {
  lane: L;
  handler: (request: Request) => Promise<Response>;
}

/** One method, built: its rule, and how it is served (made where its input and body types were known). */
export type BuiltEndpoint<R extends Rule = Rule> =
  | { rule: R; access: "user" | "admin"; serve: (call: ApiCall) => Promise<Response>; changesNothing?: true; reads: EndpointReads }
  | { rule: R; access: "public"; serve: (request: Request) => Promise<Response> };

/**
 * The schemas a method reads its input with, kept so that the API's description (lib/api/openapi) documents these
 * very objects: the operations table's kind of rules when the input is read `byRules`, and the body rule.
 */
export interface EndpointReads {
  rules?: InputRules;
  body?: BodyRule<unknown>;
}

/**
 * Builds one signed-in method (its input and body types inferred from its reader and body schema); the lane must be
 * written and the types not: `endpoint<X>(...)` would leave the lane `never`.
 */
export function endpoint<Input = undefined, Body = undefined, A extends "user" | "admin" = "user", L extends Lane = never>(
  spec: Endpoint<Input, Body, A, L>,
): BuiltEndpoint<Rule<A, L>> {
  // Absent, the access is A's default, "user".
  const access = (spec.access ?? "user") as A;
  const reads: EndpointReads = { rules: spec.input ? rulesOf(spec.input) : undefined, body: spec.body as BodyRule<unknown> | undefined };
  return { rule: ruleOf(access, spec.lane), access, serve: (call) => serveEndpoint(spec, call), changesNothing: spec.changesNothing, reads };
}

/** Builds one method anyone may call. */
export function publicEndpoint<L extends Lane = never>(spec: PublicEndpoint<L>): BuiltEndpoint<Rule<"public", L>> {
  return { rule: ruleOf("public", spec.lane), access: "public", serve: spec.handler };
}

type Methods = Partial<Record<Method, BuiltEndpoint>>;
/** Each method's rule, as the route file must state it. */
export type RulesOf<M extends Methods> = { [K in keyof M]: M[K] extends BuiltEndpoint<infer R> ? R : never };

export interface RouteSpec<M extends Methods> {
  /** What the route serves, for the 405 detail: "Reports", "The ownership graph". */
  subject: string;
  /** The metrics label of the route's requests (the operation's number for the 20 operations). */
  metrics?: string;
  methods: M;
}

/** What a route file exports: every method (the unserved ones refuse), and OPTIONS. */
export type RouteHandlers = Record<Method | "OPTIONS", NextHandler>;

/** A route as lib defines it: its handlers reach a route file only through `route()`, which states its rules. */
export interface DefinedRoute<R> {
  rules: R;
  handlers: RouteHandlers;
  /** Each served method as built, for the API's description. */
  endpoints?: Partial<Record<Method, BuiltEndpoint>>;
}

export function defineRoute<M extends Methods>(spec: RouteSpec<M>): DefinedRoute<RulesOf<M>> {
  const methods: Methods = spec.methods;
  const served = METHODS.filter((method) => methods[method]);
  // HEAD is GET's (Next answers it with the GET handler); OPTIONS is answered here. Next's own OPTIONS would list
  // every exported method, and every method is exported so that the unserved ones answer this 405 with this Allow.
  const allow = [...served, ...(served.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse: NextHandler = async () =>
    problemResponse(problem("method-not-allowed", `${spec.subject}: only ${served.join(", ")} ${served.length > 1 ? "are" : "is"} served.`), { allow });
  const handlers = {} as RouteHandlers;
  const rules: Partial<Record<Method, Rule>> = {};
  for (const method of METHODS) {
    const given = methods[method];
    if (given) rules[method] = given.rule;
    handlers[method] = given ? refusalMetrics(routeMetrics(spec.metrics, build(given, method))) : refuse;
  }
  handlers.OPTIONS = async () => new Response(null, { status: 204, headers: { allow, "cache-control": "private, no-store" } });
  // The table is made from M's own entries: RulesOf<M> is what the loop above wrote, method by method.
  return { rules: rules as RulesOf<M>, handlers, endpoints: methods };
}

/**
 * The wiring of a route file: `export const { GET, ... } = route(watchlistExportRoute, { GET: "signed-in · exports
 * queue" })`. The rules are the reader's view of what lib declares: tsc refuses any other table, and so does this
 * at module load (and lib/api/route-files.test.ts holds every app/api route file to stating one).
 */
export function route<R extends Partial<Record<Method, Rule>>>(defined: DefinedRoute<R>, rules: NoInfer<R>): RouteHandlers {
  const declared = JSON.stringify(Object.entries(defined.rules).sort());
  const stated = JSON.stringify(Object.entries(rules).sort());
  if (declared !== stated) throw new Error(`A route file states ${stated}, but its route declares ${declared}.`);
  return defined.handlers;
}

function build(given: BuiltEndpoint, method: Method): NextHandler {
  if (given.access === "public") return publicRoute(given.serve);
  // Every method but GET writes, unless it says it stores nothing: a read-only token is refused it (with-api.ts).
  const write = method !== "GET" && !given.changesNothing;
  return withApi(given.serve, { role: given.access === "admin" ? "admin" : undefined, write });
}

async function serveEndpoint<Input, Body, A extends "user" | "admin", L extends Lane>(
  spec: Endpoint<Input, Body, A, L>, call: ApiCall,
): Promise<Response> {
  // No reader: Input is its default, `undefined`, the value given.
  const read = spec.input ? spec.input(call) : { ok: true as const, input: undefined as Input };
  const input = read instanceof Promise ? await read : read;
  const body = input.ok && spec.body ? await readJsonObject(call.request, spec.body) : null;
  const produce = async (): Promise<Response> => {
    if (!input.ok) return problemResponse(input.problem);
    if (body && !body.ok) return problemResponse(body.problem);
    // No body rule: Body is its default, `undefined`, the value given.
    const value = (body ? body.value : undefined) as Body;
    return respond(await spec.handler({ ...call, input: input.input, body: value }), spec.after ?? [], call);
  };
  if (!spec.audit) return produce();
  const valid = input.ok ? input.input : null;
  const action: AuditedAction = {
    operation: spec.audit.operation,
    company: valid === null ? null : (spec.audit.company ?? defaultCompany)(valid),
    params: (spec.audit.params ?? defaultParams)(valid, body?.ok ? body.value : null, call),
  };
  return audited(call, action, produce);
}

/**
 * The input read by the operations table's kind of rules, the 400 problem naming the parameter otherwise. Synchronous,
 * so that the common case (the 20 operations) waits on nothing.
 */
export function byRules(rules: InputRules): (call: ApiCall) => Read<ValidInput> {
  const reader = (call: ApiCall) => readInput(rules, call.params, new URL(call.request.url).searchParams);
  READERS_RULES.set(reader, rules);
  return reader;
}

/** The rules each `byRules` reader reads by, so that the API's description reads the same schemas. */
const READERS_RULES = new WeakMap<object, InputRules>();

function rulesOf(reader: object): InputRules | undefined {
  return READERS_RULES.get(reader);
}

/** Every JSON answer to a GET carries a strong ETag of its bytes, and a matching If-None-Match is a 304 (./etag.ts). */
async function respond(result: Response | Answer, after: AfterAnswer[], call: ApiCall): Promise<Response> {
  if (result instanceof Response) return conditionalResponse(call.request, result);
  const status = result.status ?? 200;
  if (status < 300 && result.data !== undefined) {
    for (const hook of after) {
      try {
        hook(result.data, call);
      } catch (error) {
        log.warn({ requestId: call.requestId, err: errorSummary(error) }, "an after-answer hook failed");
      }
    }
  }
  const bytes = result.bytes ?? UTF8.encode(result.text ?? JSON.stringify(result.data));
  const response = jsonText(bytes, status);
  for (const [name, value] of Object.entries(result.headers ?? {})) response.headers.set(name, value);
  return taggable(call.request, response) ? conditional(call.request, response, bytes) : response;
}

/** The company a valid call concerns: its `crn` path parameter, already normalised by its rule. */
function defaultCompany(input: unknown): string | null {
  const path = (input as Partial<ValidInput> | null)?.path;
  return path?.crn ?? null;
}

/** The parameters as read (refused calls: as sent, path and query), for the audit trail. */
function defaultParams(input: unknown, _body: unknown, call: ApiCall): AuditedAction["params"] {
  const valid = input as Partial<ValidInput> | null;
  if (valid?.path && valid.query) return { ...valid.path, ...valid.query };
  return { ...call.params, ...Object.fromEntries(new URL(call.request.url).searchParams) };
}

/** `what` names the body in problems: "note", "decision". */
export interface BodyRule<T> {
  schema: z.ZodType<T> | (() => z.ZodType<T>);
  what: string;
}

type BodyRead<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** A JSON object body: 415 unless sent as JSON, 413 past the bound, 400 naming the field the schema refuses. */
export async function readJsonObject<T>(request: Request, body: BodyRule<T>): Promise<BodyRead<T>> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, problem: problem("unsupported-media-type", `Send the ${body.what} as application/json.`) };
  }
  const read = await readBoundedBody(request);
  if (!read.ok) return read;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(read.bytes).toString("utf8"));
  } catch {
    return { ok: false, problem: problem("invalid-body", `The ${body.what} is not valid JSON.`) };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, problem: problem("invalid-body", `The ${body.what} must be a JSON object.`) };
  }
  const schema = typeof body.schema === "function" ? body.schema() : body.schema;
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: bodyProblem(parsed.error, body.what) };
}

function publicRoute(handler: (request: Request) => Promise<Response>): NextHandler {
  return async (request) => {
    const headers = newCallHeaders(request);
    try {
      return finish(await handler(request), headers.headers);
    } catch (error) {
      log.error({ requestId: headers.requestId, path: new URL(request.url).pathname, err: errorSummary(error) }, "request failed");
      return finish(problemResponse(problem("internal-error", `The request failed inside this server (request ${headers.requestId}).`)), headers.headers);
    }
  };
}
