import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { normaliseAnswer } from "../api/normalise";
import { startSandboxServer, type SandboxServer } from "../../sandbox/server";
import { smallDataset } from "../../sandbox/test-support";
import { compiledReader, NOT_READ } from "./compiled-reader";
import { REFUSED, structures } from "./fields";
import { operations, type OperationId } from "./operations";

/**
 * The compiled reader must give what zod gives for every value zod accepts, and give up on every value it refuses;
 * zod reads first, since the compiled reader writes its coercions into the value it reads.
 */
function expectSameAsZod(schema: z.ZodType, value: unknown): "read" | "refused" {
  const reader = compiledReader(schema);
  if (!reader) throw new Error("no compiled reader");
  const byZod = schema.safeParse(value);
  const compiled = reader(value);
  if (!byZod.success) {
    expect(compiled).toBe(NOT_READ);
    return "refused";
  }
  expect(compiled).not.toBe(NOT_READ);
  // The same fields and values, whatever their order.
  expect(compiled).toStrictEqual(byZod.data);
  // Read in place: a record comes back as the very object read.
  if (value !== null && typeof value === "object" && !Array.isArray(value) && structures.get(schema)?.kind === "record") expect(compiled).toBe(value);
  return "read";
}

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALARS: unknown[] = [null, "Acme Ltd", "12", " 3.5 ", "1,204", "", "y", "No", "TRUE", "0", 0, 1, 2.5, -7, 1e21, true, false, {}, [], { nested: 1 }];
const UNKNOWNS: unknown[] = [null, 1, "x", { a: [1, { b: null }] }, [1, 2], true];

/** A value shaped by the schema's description: forms the upstream drifts into, and now and then one it should not send. */
function sample(schema: z.ZodType, next: () => number, badRate: number): unknown {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  const structure = structures.get(schema);
  if (!structure) {
    const type = (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type;
    if (type === "string") return next() < badRate ? 5 : pick(["a", "", "HIRE PURCHASE"]);
    return pick(UNKNOWNS);
  }
  switch (structure.kind) {
    case "scalar": {
      // The scalar's own coercion sorts the forms (it is shared by both readers; the structure is what is compared).
      const bad = next() < badRate;
      const forms = SCALARS.filter((form) => (structure.coerce(form) === REFUSED) === bad);
      return pick(forms);
    }
    case "nullable":
      return next() < 0.2 ? pick([null, undefined]) : sample(structure.inner, next, badRate);
    case "list": {
      const form = next();
      if (form < 0.15) return pick([null, undefined]);
      if (form < 0.3) return sample(structure.item, next, badRate);
      return Array.from({ length: Math.floor(next() * 3) }, () => sample(structure.item, next, badRate));
    }
    case "record": {
      if (next() < badRate) return pick([null, "text", [1]]);
      const value: Record<string, unknown> = {};
      if (next() < 0.3) value.unlisted = pick(UNKNOWNS);
      for (const [key, field] of Object.entries(structure.shape)) {
        if (next() < 0.2) continue;
        const one = sample(field as z.ZodType, next, badRate);
        if (one !== undefined) value[key] = one;
      }
      // Integer-like keys order first in any object: both readers must agree on them too.
      if (next() < 0.1) value["7"] = "seven";
      return value;
    }
  }
}

describe("the compiled reader of the response schemas", () => {
  it("exists for every operation's schema", () => {
    for (const [id, operation] of Object.entries(operations)) expect(compiledReader(operation.schema), id).not.toBeNull();
  });

  // 6,000 generated answers read both ways: 3–7 s of CPU on a loaded two-core machine, where Vitest's default 5 s
  // timeout timed the machine rather than the reader.
  it("reads what zod reads, field for field, and gives up where zod refuses", () => {
    const next = random(20261124);
    for (const [id, operation] of Object.entries(operations)) {
      const outcomes = { read: 0, refused: 0 };
      for (let round = 0; round < 300; round += 1) {
        const badRate = [0, 0, 0.001, 0.01, 0.05][round % 5];
        // Through JSON, as answers arrive.
        const text = JSON.stringify(sample(operation.schema, next, badRate) ?? null);
        try {
          outcomes[expectSameAsZod(operation.schema, JSON.parse(text))] += 1;
        } catch (error) {
          throw new Error(`${id}, round ${round}: ${text.slice(0, 2000)}`, { cause: error });
        }
      }
      // Both kinds were met, so both branches were compared.
      expect(outcomes.read, id).toBeGreaterThan(50);
      expect(outcomes.refused, id).toBeGreaterThan(5);
    }
  }, 30_000);

  it("is what normalisation reads a good answer with, zod only what it gives up on", () => {
    const operation = operations.companySummary;
    const zodParse = vi.spyOn(operation.schema, "safeParse");
    try {
      expect(normaliseAnswer(operation, { businessName: "Acme", companyRegistrationNumber: 12 }, {})).toMatchObject({ ok: true });
      expect(zodParse).not.toHaveBeenCalled();
      expect(normaliseAnswer(operation, { businessName: {} }, {})).toEqual({ ok: false, reason: "businessName: expected text" });
      expect(zodParse).toHaveBeenCalledTimes(1);
    } finally {
      zodParse.mockRestore();
    }
  });

  it("writes what it coerces back into the answer, and leaves every other value where it was", () => {
    const answer = JSON.parse('{"businessName": 12, "extra": {"kept": [1]}, "companyRegistrationNumber": "01234567"}');
    const extra = answer.extra;
    const read = compiledReader(operations.companySummary.schema)?.(answer) as Record<string, unknown>;
    expect(read).toBe(answer);
    expect(read.businessName).toBe("12");
    expect(read.extra).toBe(extra);
    // A field left out is read as null, after the fields the answer sent.
    expect(Object.keys(read).slice(0, 3)).toEqual(["businessName", "extra", "companyRegistrationNumber"]);
    expect(Object.values(read).slice(3).every((value) => value === null || Array.isArray(value))).toBe(true);
  });

  it("gives up on a bad value after coercing the fields before it, and zod's reading of the answer is the same", () => {
    const schema = operations.companySummary.schema;
    const answer = JSON.parse('{"businessName": 12, "regAddress": "not an address"}');
    const byZodFirst = schema.safeParse(structuredClone(answer));
    expect(compiledReader(schema)?.(answer)).toBe(NOT_READ);
    expect(answer.businessName).toBe("12");
    expect(schema.safeParse(answer)).toEqual(byZodFirst);
  });

  it("leaves a '__proto__' key to zod, and refuses a record that is not an object", () => {
    const schema = operations.companySummary.schema;
    const answer = JSON.parse('{"__proto__": {"businessName": "x"}, "businessName": "y"}');
    expect(compiledReader(schema)?.(answer)).toBe(NOT_READ);
    expect(normaliseAnswer(operations.companySummary, answer, {})).toEqual({ ok: true, body: schema.parse(answer) });
    for (const value of [null, [], "x", 3]) expect(expectSameAsZod(schema, value)).toBe("refused");
  });
});

describe("the compiled reader on the sandbox's answers", () => {
  let dataset: Awaited<ReturnType<typeof smallDataset>>;
  let sandbox: SandboxServer;
  beforeAll(async () => {
    dataset = await smallDataset();
    sandbox = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: ["key"] });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    dataset?.cleanup();
  });

  const PER_COMPANY: [OperationId, (crn: string) => string][] = [
    ["companyProfile", (crn) => `/companies/${crn}`],
    ["companyDocuments", (crn) => `/companies/${crn}/documents`],
    ["companyOfficers", (crn) => `/companies/${crn}/officers`],
    ["companyStatutoryAccounts", (crn) => `/companies/${crn}/statutory-accounts`],
    ["companyCharges", (crn) => `/charges/${crn}`],
  ];

  it("reads every company's answers as zod does", async () => {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(dataset.file, { readonly: true });
    const numbers = db.prepare("SELECT number FROM companies ORDER BY rowid LIMIT 120").pluck().all() as string[];
    db.close();
    let read = 0;
    for (const crn of numbers) {
      for (const [id, path] of PER_COMPANY) {
        const response = await fetch(`${sandbox.url}${path(crn)}`, { headers: { "x-api-key": "key" } });
        if (response.status !== 200) continue;
        const body: unknown = await response.json();
        const schema = operations[id].schema;
        for (const record of operations[id].answers === "record" ? [body] : Array.isArray(body) ? body : [body]) {
          expect(expectSameAsZod(schema, record)).toBe("read");
          read += 1;
        }
      }
    }
    expect(read).toBeGreaterThan(300);
  }, 60_000);
});
