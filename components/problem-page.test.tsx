// The page every problem `type` URL names (/problems/{code}): it renders each code's explanation in a <main>, and a
// code that does not exist is a 404, not an empty explanation.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ProblemPage from "@/app/problems/[code]/page";
import { PROBLEM_CODES, type ProblemCode } from "@/lib/api/problem-codes";

const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];

describe("the problem pages", () => {
  it.each(codes)("/problems/%s explains its code", async (code) => {
    const html = renderToStaticMarkup(await ProblemPage({ params: Promise.resolve({ code }) }));
    expect(html).toContain("<main");
    expect(html).toContain(PROBLEM_CODES[code].title.replace(/'/g, "&#x27;"));
    expect(html).toContain(`HTTP ${PROBLEM_CODES[code].status}`);
    expect(html).toContain("What to do");
  });

  it("a code that does not exist is a 404 page", async () => {
    await expect(ProblemPage({ params: Promise.resolve({ code: "no-such-code" }) })).rejects.toThrow();
    await expect(ProblemPage({ params: Promise.resolve({ code: "constructor" }) })).rejects.toThrow();
  });
});
