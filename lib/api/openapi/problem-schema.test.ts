// The description's Problem schema accepts every problem this server makes, and names every code.
import { describe, expect, it } from "vitest";
import { problem } from "../problem";
import { PROBLEM_CODES, type ProblemCode } from "../problem-codes";
import { problemSchema } from "./problem-schema";

describe("the Problem schema", () => {
  it.each(Object.keys(PROBLEM_CODES) as ProblemCode[])("accepts the problem %s", (code) => {
    expect(problemSchema.safeParse(problem(code, "why", { parameter: "crn" })).success).toBe(true);
  });

  it("refuses a code this server does not make", () => {
    expect(problemSchema.safeParse({ ...problem("not-found", "why"), code: "no-such-code" }).success).toBe(false);
  });
});
