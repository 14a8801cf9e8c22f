// Every problem `type` URL resolves: each code in the one table of codes has its words (a code added to
// problem-codes.ts without its explanation fails here, as well as in tsc). The page itself: components/problem-page.test.tsx.
import { describe, expect, it } from "vitest";
import { problem } from "./problem";
import { PROBLEM_CODES, type ProblemCode } from "./problem-codes";
import { PROBLEM_EXPLANATIONS } from "./problem-explanations";

const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];

describe("problem pages", () => {
  it("every code has an explanation, and no explanation names a code that does not exist", () => {
    expect(Object.keys(PROBLEM_EXPLANATIONS).sort()).toEqual([...codes].sort());
  });

  it.each(codes)("/problems/%s is the type of its problems and explains what happened and what to do", (code) => {
    expect(problem(code, "detail").type).toBe(`/problems/${code}`);
    const words = PROBLEM_EXPLANATIONS[code];
    expect(words.happened.length, code).toBeGreaterThan(20);
    expect(words.todo.length, code).toBeGreaterThan(20);
  });
});
