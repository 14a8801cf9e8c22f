import "server-only";
// The OpenAPI 3.1 description of this server's own API, made from the routes themselves: each method's rule (who may
// call, its lane), the input rules and body schemas lib's routes read with (the very zod objects), the upstream's
// record schemas for the 20 operations, and the words of ./routes*.ts. Made once per process; it names neither the
// upstream's address nor its key (nothing here reads the configuration).
import type { z } from "zod";
import { ruleWhenAbsent, type ParamRule } from "../../upstream/params";
import { PROBLEM_CODES } from "../problem-codes";
import { METHODS, type Method } from "../route";
import type { Rule } from "../route-rule";
import type { DescribedMethod, DescribedRoute } from "./described";
import { jsonSchemaOf, type JsonSchema } from "./json-schema";
import { problemSchema } from "./problem-schema";
import { byStatus, problemsOf } from "./problems";
import { DESCRIBED_ROUTES } from "./routes";

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };
type Operation = Record<string, unknown> & { summary: string; parameters?: Parameter[]; responses: Record<string, unknown> };
interface Parameter { name: string; in: "path" | "query" | "header"; required: boolean; description?: string; schema: JsonSchema }

const PROBLEM_JSON = "application/problem+json";
const ANY_FILE: JsonSchema = { type: "string", format: "binary" };

let made: OpenApiDocument | undefined;

/** The document (made on first use: it reads every route's schemas once). */
export function apiDocument(): OpenApiDocument {
  made ??= makeDocument(DESCRIBED_ROUTES);
  return made;
}

export function makeDocument(routes: readonly DescribedRoute[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const entry of routes) {
    const item: Record<string, Operation> = {};
    for (const method of METHODS) {
      const described = entry.methods[method];
      if (described) item[method.toLowerCase()] = operationOf(entry, method, described);
    }
    paths[entry.path] = item;
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))].sort();
  return {
    openapi: "3.1.1",
    info: {
      title: "Company due-diligence dashboard API",
      version: "1",
      description: [
        "The dashboard's own API: the data service's 20 operations, normalised, and what the dashboard adds (assessments,",
        "decisions, notes, screening, watchlists, alerts, reports, exports). Sign in in a browser (the session cookie) or",
        "send a personal API token as `Authorization: Bearer <token>` (made on the Tokens page): a read-only token may call",
        "every GET and the POSTs that change nothing (the what-if assessment); a read-write token may also write.",
        "Every refusal is `application/problem+json` with a stable `code`, and its `type` is a page explaining the code.",
        "JSON answers to GET carry a strong ETag: send it back as If-None-Match for a 304. Any other /api path answers a",
        "problem 404 (not-found).",
      ].join(" "),
    },
    servers: [{ url: "/", description: "This dashboard" }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "dd-session", description: "The browser's session after signing in (named __Host-dd-session when the dashboard is served over HTTPS)." },
        token: { type: "http", scheme: "bearer", description: "A personal API token. Its scope, read-only or read-write, is listed as the role each operation needs." },
      },
      schemas: { Problem: jsonSchemaOf(problemSchema, "output") },
    },
  };
}

function operationOf(entry: DescribedRoute, method: Method, described: DescribedMethod): Operation {
  const built = entry.route?.endpoints?.[method];
  const rule = (built?.rule ?? described.rule ?? (entry.operation ? "signed-in · lookups" : undefined)) as Rule | undefined;
  if (!rule) throw new Error(`${method} ${entry.path}: its rule is not known (no route in lib and none stated).`);
  const reads = built && built.access !== "public" ? built.reads : undefined;
  const rules = reads?.rules ?? entry.operation;
  const bodySchema = reads?.body ? (typeof reads.body.schema === "function" ? reads.body.schema() : reads.body.schema) : described.body;
  const writes = method !== "GET" && !(built && built.access !== "public" && built.changesNothing);
  const parameters = [...pathParameters(entry.path, rules?.pathParams), ...queryParameters(rules?.query, described.query)];
  const own = described.problems ?? [];
  const codes = problemsOf({
    method, rule, writes, hasPathParams: entry.path.includes("{"), readsInput: parameters.length > 0, readsBody: Boolean(bodySchema || described.form), own,
  });
  const operation: Operation = {
    operationId: operationId(method, entry.path),
    summary: described.summary,
    ...(described.description ? { description: described.description } : {}),
    tags: [entry.path.split("/")[2]],
    "x-rule": rule,
    security: securityOf(rule, writes, own),
    ...(parameters.length ? { parameters } : {}),
    responses: { ...successOf(entry, method, described, rule), ...problemResponses(codes) },
  };
  if (bodySchema) operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchemaOf(bodySchema, "input") } } };
  if (described.form) {
    const properties = Object.fromEntries(Object.entries(described.form).map(([name, what]) => [name, { type: "string", description: what }]));
    operation.requestBody = { required: true, content: { "application/x-www-form-urlencoded": { schema: { type: "object", properties } } } };
  }
  return operation;
}

/** Public methods take no credentials; the rest take the session or a token of the scope their kind needs. */
function securityOf(rule: Rule, writes: boolean, own: readonly string[]): Record<string, string[]>[] {
  if (rule.startsWith("public")) return [];
  if (own.includes("token-cannot-create-token") || own.includes("token-cannot-revoke-token")) return [{ session: [] }];
  return [{ session: [] }, { token: [writes ? "read-write" : "read-only"] }];
}

function pathParameters(path: string, rules: Readonly<Record<string, ParamRule>> | undefined): Parameter[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const rule = rules?.[name];
    return { name, in: "path", required: true, ...(rule?.description ? { description: rule.description } : {}), schema: rule ? jsonSchemaOf(rule, "input") : { type: "string" } };
  });
}

function queryParameters(rules: Readonly<Record<string, ParamRule>> | undefined, own: DescribedMethod["query"]): Parameter[] {
  if (rules && Object.keys(rules).length > 0) {
    return Object.entries(rules).map(([name, rule]) => {
      const absent = ruleWhenAbsent(rule);
      const schema = { ...jsonSchemaOf(rule, "input"), ...(absent.fallback !== undefined ? { default: String(absent.fallback) } : {}) };
      return { name, in: "query", required: absent.required, ...(rule.description ? { description: rule.description } : {}), schema };
    });
  }
  if (!own) return [];
  if ("shape" in own && typeof own.shape === "object") {
    return Object.entries(own.shape as Record<string, z.ZodType>).map(([name, field]) => {
      const schema = jsonSchemaOf(field, "input");
      return { name, in: "query", required: !field.safeParse(undefined).success, schema: Object.keys(schema).length ? schema : { type: "string" } };
    });
  }
  return Object.entries(own as Record<string, string>).map(([name, what]) => ({
    name, in: "query", required: what.endsWith("(required)"), description: what, schema: { type: "string" },
  }));
}

function successOf(entry: DescribedRoute, method: Method, described: DescribedMethod, rule: Rule): Record<string, unknown> {
  const answer = described.answer ?? {};
  const status = String(answer.status ?? 200);
  const words = answer.description ?? described.summary;
  if (status === "204") return { 204: { description: `${words}: done, nothing to answer.` } };
  if (status === "303") return { 303: { description: `${words}: then to the page named by Location.`, headers: { Location: { schema: { type: "string" } } } } };
  const content: Record<string, { schema: JsonSchema }> = {};
  if (!answer.only) content["application/json"] = { schema: answerSchema(entry, answer.schema) };
  for (const type of [...(answer.only ?? []), ...(answer.alsoAs ?? [])]) content[type] = { schema: ANY_FILE };
  const responses: Record<string, unknown> = { [status]: { description: words, content } };
  for (const [also, meaning] of Object.entries(answer.alsoStatuses ?? {})) responses[also] = { description: meaning, content };
  // The builder tags every JSON answer to a signed-in GET (lib/api/etag.ts).
  if (method === "GET" && !rule.startsWith("public") && !answer.only) {
    responses[status] = { ...(responses[status] as object), headers: { ETag: { description: "A strong tag of the answer's bytes.", schema: { type: "string" } } } };
    responses["304"] = { description: "Not modified: the If-None-Match tag is the answer's." };
  }
  return responses;
}

/** An operation's answer from its record schema (a page of them for the list operations); else the route's own. */
function answerSchema(entry: DescribedRoute, schema: z.ZodType | undefined): JsonSchema {
  const operation = entry.operation;
  if (operation) {
    const record = jsonSchemaOf(operation.schema, "output");
    if (operation.answers === "record") return record;
    const index = { type: ["integer", "null"] };
    return { type: "object", required: ["items", "page", "size"], properties: { items: { type: "array", items: record }, page: index, size: index } };
  }
  return schema ? jsonSchemaOf(schema, "output") : { type: "object", additionalProperties: true, description: "A JSON object (its schema is not yet written in lib)." };
}

function problemResponses(codes: ReturnType<typeof problemsOf>): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, group] of byStatus(codes)) {
    const description = group.map((code) => `\`${code}\`: ${PROBLEM_CODES[code].title}`).join("; ");
    responses[status] = { description, content: { [PROBLEM_JSON]: { schema: { $ref: "#/components/schemas/Problem" } } } };
  }
  return responses;
}

function operationId(method: Method, path: string): string {
  const words = path.replace(/^\/api\//, "").split(/[/{}-]+/).filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}
