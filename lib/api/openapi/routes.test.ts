// Every app/api route file and every method it serves is in the API's description, with a summary, its rule as the
// file states it, its path parameters and its answers: a route added without its description fails here. And the
// description reads the routes' own schemas (the same objects), not copies.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditPageSchema } from "../../audit/audit-answer";
import { createdTokenSchema, tokenListSchema } from "../../auth/token-answers";
import { alertFilterQuerySchema } from "../../monitor/alert-filter-query";
import { SEVERITIES } from "../../monitor/severity";
import { alertDetailSchema, alertTriageSchema, companyViewSchema, inboxSchema } from "../../monitor/alert-answers";
import { checkStartedSchema, readMarkedSchema, unreadCountSchema } from "../../monitor/monitor-answers";
import {
  companiesAddedSchema, companyMovedSchema, deliverySetSchema, portfolioAnswerSchema, watchlistSeenSchema, watchlistsSchema,
} from "../../monitor/watchlist-answers";
import { severityMappingVersionSchema } from "../../monitor/severity-answers";
import { holdingQuerySchema } from "../../monitor/serve-watchlists";
import { exportQueueAnswerSchema } from "../../report/export-queue-answer";
import { healthSchema, readinessAnswerSchema } from "../../resilience/readiness-answer";
import { normaliseCompanyNumber } from "../../upstream/company-number";
import { operations } from "../../upstream/operations";
import { API_DIR, apiPathOf, routeFiles, statedRules } from "../route-file-rules";
import { apiDocument } from "./document";
import { jsonSchemaOf } from "./json-schema";
import { MONITOR_ROUTES } from "./routes-monitor";
import { OWN_ROUTES } from "./routes-own";
import { DESCRIBED_ROUTES } from "./routes";

// The catch-all for unknown paths serves no resource: the document's description says what any other path answers.
const UNKNOWN_PATHS = "[...path]/route.ts";
const files = routeFiles().filter((file) => file !== UNKNOWN_PATHS);
const document = apiDocument();
const served = files.flatMap((file) => Object.entries(statedRules(file) ?? {}).map(([method, rule]) => ({ file, method, rule })));

describe("the API's description", () => {
  it("covers the route files", () => {
    expect(files.length).toBeGreaterThan(60);
    expect(Object.keys(document.paths).sort()).toEqual(files.map(apiPathOf).sort());
  });

  it.each(served)("describes $method in app/api/$file", ({ file, method, rule }) => {
    const operation = document.paths[apiPathOf(file)]?.[method.toLowerCase()];
    expect(operation, `${method} ${apiPathOf(file)} needs an entry in lib/api/openapi/routes-*.ts`).toBeDefined();
    expect(operation.summary.length).toBeGreaterThan(5);
    expect(operation["x-rule"]).toBe(rule);
    const pathNames = [...apiPathOf(file).matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
    expect(declared).toEqual(pathNames);
    const statuses = Object.keys(operation.responses);
    expect(statuses.some((status) => /^2\d\d$|^303$/.test(status))).toBe(true);
    expect(statuses).toContain("500");
    if (!rule.startsWith("public")) {
      expect(statuses).toContain("401");
      expect(operation.security).toContainEqual({ session: [] });
    } else {
      expect(operation.security).toEqual([]);
    }
  });

  it("describes no method a route file does not serve", () => {
    const documented = Object.entries(document.paths).flatMap(([apiPath, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${apiPath}`));
    expect(documented.sort()).toEqual(served.map(({ file, method }) => `${method} ${apiPathOf(file)}`).sort());
  });

  it("is fed the very route a route file wires, or the very operation it serves", async () => {
    for (const file of files) {
      const text = readFileSync(path.join(API_DIR, file), "utf8");
      const entry = DESCRIBED_ROUTES.find((described) => described.path === apiPathOf(file))!;
      const wired = /= route\((\w+)(\(operations\.(\w+))?/.exec(text.trimEnd().split("\n").at(-1)!)!;
      const [, name, , operation] = wired;
      if (operation) {
        expect(entry.operation, file).toBe(operations[operation as keyof typeof operations]);
        continue;
      }
      const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@/(lib/[^"]+)"`).exec(text)?.[1];
      // Defined in the route file itself, or the description's own routes (which it cannot import): their rules are
      // checked above.
      if (name === "defined" || !from || from.startsWith("lib/api/openapi/")) continue;
      const module = (await import(path.resolve(API_DIR, "../..", from))) as Record<string, unknown>;
      if (typeof module[name] === "function") continue; // a factory (serveReport()): its input rules are checked below
      expect(entry.route, file).toBe(module[name]);
    }
  });

  it("reads the operations' parameter rules and record schemas", () => {
    const secured = document.paths["/api/charges/secured"].get;
    const names = secured.parameters?.map((parameter) => parameter.name);
    expect(names).toEqual(Object.keys(operations.securedCharges.query));
    const sizes = secured.parameters?.find((parameter) => parameter.name === "size");
    expect(sizes?.description).toBe(operations.securedCharges.query.size.description);
    const summary = document.paths["/api/companies/{crn}/summary"].get.responses["200"] as { content: Record<string, { schema: { properties: object } }> };
    expect(Object.keys(summary.content["application/json"].schema.properties).sort()).toEqual(Object.keys(operations.companySummary.schema.shape).sort());
  });

  it("reads a route's body schema and its input rules from lib's definition", () => {
    const body = document.paths["/api/watchlists"].post.requestBody as { content: Record<string, { schema: { properties: object } }> };
    expect(Object.keys(body.content["application/json"].schema.properties)).toContain("name");
    const report = document.paths["/api/reports/{crn}"].get.parameters?.find((parameter) => parameter.name === "format");
    expect(report?.required).toBe(true);
  });

  it("reads an answer's schema where lib writes one (the route's types come from it)", () => {
    const json = (apiPath: string, method: string, status: string) =>
      (document.paths[apiPath][method].responses[status] as { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }).content["application/json"].schema;
    expect(Object.keys(json("/api/tokens", "get", "200").properties ?? {})).toEqual(Object.keys(tokenListSchema.shape));
    expect(Object.keys(json("/api/tokens", "post", "201").properties ?? {}).sort()).toEqual(Object.keys(createdTokenSchema.shape).sort());
    expect(Object.keys(json("/api/alerts/unread-count", "get", "200").properties ?? {})).toEqual(Object.keys(unreadCountSchema.shape));
    expect(Object.keys(json("/api/watchlists/{id}/check", "post", "202").properties ?? {})).toEqual(Object.keys(checkStartedSchema.shape));
    expect(Object.keys(json("/api/exports/queue", "get", "200").properties ?? {})).toEqual(Object.keys(exportQueueAnswerSchema.shape));
    expect(Object.keys(json("/api/alerts/read", "post", "200").properties ?? {})).toEqual(Object.keys(readMarkedSchema.shape));
  });

  it("asks a read-only token for reads and a read-write one for writes", () => {
    expect(document.paths["/api/watchlists"].get.security).toContainEqual({ token: ["read-only"] });
    expect(document.paths["/api/watchlists"].post.security).toContainEqual({ token: ["read-write"] });
    expect(document.paths["/api/assessments/{crn}/what-if"].post.security).toContainEqual({ token: ["read-only"] });
    expect(document.paths["/api/tokens"].post.security).toEqual([{ session: [] }]);
  });
});

// Watchlists and alerts (./routes-monitor.ts) and the routes defined in their own files (./routes-own.ts): each JSON
// answer is described by the schema lib writes for it (the route's type comes from the same object), but those that
// truly have no fixed shape, each with its reason.
describe("the monitor's and the own routes' answers", () => {
  const NO_FIXED_SHAPE: Readonly<Record<string, string>> = {
    "GET /api/openapi.json": "this description itself: an OpenAPI 3.1 document, whose shape is OpenAPI's",
  };
  const jsonAnswers = [...MONITOR_ROUTES, ...OWN_ROUTES].flatMap((entry) => Object.entries(document.paths[entry.path]).flatMap(([method, operation]) =>
    Object.entries(operation.responses).filter(([status]) => /^2\d\d$|^503$/.test(status)).flatMap(([status, response]) => {
      const schema = (response as { content?: Record<string, { schema: Record<string, unknown> }> }).content?.["application/json"]?.schema;
      return schema ? [{ operation: `${method.toUpperCase()} ${entry.path}`, status, schema }] : [];
    })));

  it("describes every JSON answer by its schema, not as any JSON object", () => {
    const generic = jsonAnswers.filter(({ schema }) => schema.additionalProperties === true && !schema.properties).map(({ operation }) => operation);
    expect(generic.sort()).toEqual(Object.keys(NO_FIXED_SHAPE).sort());
  });

  it("describes the inbox's filters from the schema its reader parses with", () => {
    for (const [apiPath, method] of [["/api/alerts", "get"], ["/api/alerts/read", "post"]] as const) {
      const parameters = document.paths[apiPath][method].parameters ?? [];
      expect(parameters.map((parameter) => parameter.name)).toEqual(Object.keys(alertFilterQuerySchema.shape));
      expect(parameters.find((parameter) => parameter.name === "severity")?.schema.enum).toEqual([...SEVERITIES]);
    }
  });

  it("describes the watchlists' query from the schema its reader parses with", () => {
    const parameters = document.paths["/api/watchlists"].get.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(Object.keys(holdingQuerySchema.shape));
    expect(holdingQuerySchema.safeParse({ companyNumber: "sc4" }).data?.companyNumber).toBe(normaliseCompanyNumber("sc4"));
    expect(holdingQuerySchema.safeParse({ company: "sc4" }).success).toBe(false);
  });

  it.each([
    ["GET /api/alerts", "200", inboxSchema], ["GET /api/alerts/{id}", "200", alertTriageSchema],
    ["POST /api/alerts/{id}/acknowledge", "200", alertDetailSchema], ["DELETE /api/alerts/{id}/acknowledge", "200", alertDetailSchema],
    ["PUT /api/alerts/{id}/assignee", "200", alertDetailSchema], ["POST /api/alerts/{id}/comments", "201", alertDetailSchema],
    ["POST /api/companies/{crn}/views", "200", companyViewSchema],
    ["GET /api/watchlists", "200", watchlistsSchema], ["POST /api/watchlists", "201", watchlistSeenSchema], ["GET /api/watchlists/{id}", "200", portfolioAnswerSchema],
    ["PATCH /api/watchlists/{id}", "200", watchlistSeenSchema], ["POST /api/watchlists/{id}/companies", "200", companiesAddedSchema],
    ["POST /api/watchlists/{id}/companies/{crn}/move", "200", companyMovedSchema],
    ["GET /api/health", "200", healthSchema], ["GET /api/ready", "200", readinessAnswerSchema], ["GET /api/ready", "503", readinessAnswerSchema],
    ["GET /api/audit", "200", auditPageSchema], ["GET /api/history", "200", auditPageSchema],
    ["GET /api/alert-severity", "200", severityMappingVersionSchema], ["PUT /api/alert-severity", "201", severityMappingVersionSchema], ["POST /api/watchlists/{id}/delivery", "200", deliverySetSchema],
  ] as const)("reads %s's answer (%s) from the schema lib writes", (operation, status, schema) => {
    expect(jsonAnswers.find((answer) => answer.operation === operation && answer.status === status)?.schema).toEqual(jsonSchemaOf(schema, "output"));
  });
});
