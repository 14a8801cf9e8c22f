// An /api path no route serves answers problem+json 404 for every method (not Next's HTML page), signed in or not,
// beside and below real routes; and every problem's `type` URL resolves, without a session, to its explanation.
import { describe, expect, inject, it } from "vitest";
import { PROBLEM_CODES } from "../../lib/api/problem-codes";
import { rawRequest } from "./http";
import { METHODS } from "./routes";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const UNKNOWN = ["/api/no-such-route", "/api/companies/09990001/no-such-tab", "/api/watchlists/00000000-0000-4000-8000-000000000000/nope/deeper"];

describe("unknown /api paths", () => {
  it.each(UNKNOWN)("%s: every method answers an anonymous caller 404 problem+json", async (path) => {
    for (const method of [...METHODS, "OPTIONS", "HEAD"]) {
      const answer = await rawRequest(base(), path, method, method === "GET" || method === "HEAD" ? {} : { origin: base(), "content-type": "application/json" });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers["content-type"], `${method} ${path}`).toBe("application/problem+json");
      if (method !== "HEAD") expect(answer.json, `${method} ${path}`).toMatchObject({ status: 404, code: "not-found", type: "/problems/not-found" });
    }
  });

  it("a signed-in caller gets the same 404 problem, and a real route beside it still answers", async () => {
    const { cookie } = await signIn(base(), "alice");
    const unknown = await call(base(), "/api/companies/09990001/no-such-tab", { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not-found" });
    expect((await call(base(), "/api/companies/09990001", { cookie })).status).toBe(200);
  });
});

describe("problem type URLs", () => {
  it("each code's /problems/{code} page answers 200 without a session, with its title and what to do", async () => {
    for (const [code, { title }] of Object.entries(PROBLEM_CODES)) {
      const page = await rawRequest(base(), `/problems/${code}`);
      expect(page.status, code).toBe(200);
      expect(page.headers["content-type"], code).toContain("text/html");
      expect(page.text, code).toContain(title.replace(/'/g, "&#x27;"));
      expect(page.text, code).toContain("What to do");
    }
    expect((await rawRequest(base(), "/problems/no-such-code")).status).toBe(404);
  });
});
