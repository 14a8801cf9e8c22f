// The ownership graph over HTTP against the sandbox: the group's child reaches its parent and ultimate parent, the
// corporate PSC of the group's other child is followed to its UK company, the BODS export validates against the
// published schema, bad input is a problem naming the parameter, and the lookup is audited.
import { describe, expect, inject, it } from "vitest";
import { bodsStatementsValidator } from "@/lib/ownership/bods-schema";
import { ownershipGraphSchema } from "@/lib/ownership/ownership-answer";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const CHILD = "09990020";
const PARENT = "09990019";
const CORPORATE_PSC = "09990017";

async function session(): Promise<string> {
  const { cookie } = await signIn(base(), "alice");
  expect(cookie).not.toBeNull();
  return cookie!;
}

describe("GET /api/companies/{crn}/ownership", () => {
  it("leads from the group's child to its parent, which it looks up in turn", async () => {
    const answer = await call(base(), `/api/companies/${CHILD}/ownership`, { cookie: await session() });
    expect(answer.status).toBe(200);
    const graph = (await answer.json()) as OwnershipGraph;
    // The answer is what the API's description says (lib/ownership/ownership-answer.ts).
    expect(ownershipGraphSchema.safeParse(graph).error).toBeUndefined();
    expect(graph.depth).toBe(3);
    expect(graph.edges).toContainEqual(expect.objectContaining({ from: `company:${PARENT}`, to: `company:${CHILD}`, relation: "parent", label: "Parent company" }));
    const parent = graph.nodes.find((node) => node.crn === PARENT);
    expect(parent?.status).not.toBeNull();
    expect(graph.lookups).toBeGreaterThanOrEqual(2);
  });

  it("follows a corporate PSC with a UK number", async () => {
    const graph = (await (await call(base(), `/api/companies/${CORPORATE_PSC}/ownership?depth=1`, { cookie: await session() })).json()) as OwnershipGraph;
    expect(graph.edges).toContainEqual(expect.objectContaining({ from: `company:${PARENT}`, to: `company:${CORPORATE_PSC}`, relation: "control" }));
  });

  it("exports BODS 0.4 statements that validate against the schema", async () => {
    const answer = await call(base(), `/api/companies/${CHILD}/ownership?format=bods`, { cookie: await session() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain(`ownership-${CHILD}-bods.json`);
    const statements = (await answer.json()) as Array<{ recordType: string; recordId: string; declarationSubject: string }>;
    const validate = bodsStatementsValidator();
    expect(validate(statements), JSON.stringify(validate.errors)).toBe(true);
    expect(statements.map((item) => item.recordType)).toEqual(expect.arrayContaining(["entity", "relationship"]));
    expect(statements.every((item) => item.declarationSubject === `company:${CHILD}`)).toBe(true);
  });

  it.each([
    ["depth=0", "depth"], ["depth=7", "depth"], ["format=xml", "format"], ["colour=red", "colour"],
  ])("refuses ?%s with a problem naming %s", async (query, parameter) => {
    const answer = await call(base(), `/api/companies/${CHILD}/ownership?${query}`, { cookie: await session() });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("application/problem+json");
    expect(((await answer.json()) as { parameter: string }).parameter).toBe(parameter);
  });

  it("answers 404 for a company the data service does not know", async () => {
    const answer = await call(base(), "/api/companies/09999999/ownership", { cookie: await session() });
    expect(answer.status).toBe(404);
  });
});
