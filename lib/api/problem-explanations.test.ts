// Every problem `type` URL resolves: each code in the one table of codes has its words, and the page the type names
// renders them (a code added to problem-codes.ts without its explanation fails here, as well as in tsc).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ProblemPage from "../../app/problems/[code]/page";
import { problem } from "./problem";
import { PROBLEM_CODES, type ProblemCode } from "./problem-codes";
import { PROBLEM_EXPLANATIONS } from "./problem-explanations";

const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];

describe("problem pages", () => {
  it("every code has an explanation, and no explanation names a code that does not exist", () => {
    expect(Object.keys(PROBLEM_EXPLANATIONS).sort()).toEqual([...codes].sort());
  });

  it.each(codes)("/problems/%s is the type of its problems and explains what happened and what to do", async (code) => {
    expect(problem(code, "detail").type).toBe(`/problems/${code}`);
    const words = PROBLEM_EXPLANATIONS[code];
    expect(words.happened.length, code).toBeGreaterThan(20);
    expect(words.todo.length, code).toBeGreaterThan(20);
    const html = renderToStaticMarkup(await ProblemPage({ params: Promise.resolve({ code }) }));
    expect(html).toContain("<main");
    expect(html).toContain(PROBLEM_CODES[code].title.replace(/'/g, "&#x27;"));
    expect(html).toContain(`HTTP ${PROBLEM_CODES[code].status}`);
    expect(html).toContain("What to do");
  });

  it("a code that does not exist is a 404 page, not an empty explanation", async () => {
    await expect(ProblemPage({ params: Promise.resolve({ code: "no-such-code" }) })).rejects.toThrow();
    await expect(ProblemPage({ params: Promise.resolve({ code: "constructor" }) })).rejects.toThrow();
  });
});
