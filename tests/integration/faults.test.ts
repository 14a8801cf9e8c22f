// Each upstream fault maps to the problem the issue names, and nothing the upstream said leaks through.
import { describe, expect, inject, it } from "vitest";
import { HOSTILE } from "./hostile-upstream";
import { expectNoKey, getJson, rawRequest, receivedByHostile } from "./http";

const bff = () => inject("bffHostileUrl");

describe("upstream faults", () => {
  it("404 → 404 'No company found with number …'", async () => {
    const answer = await getJson(bff(), "/api/companies/1234567");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.json).toMatchObject({ status: 404, code: "not-found", detail: "No company found with number 01234567." });
  });

  it("404 on a search or list operation → an empty list, not an error", async () => {
    const answer = await getJson(bff(), "/api/ccj/1234567?status=satisfied");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ items: [], page: null, size: null });
  });

  it.each([HOSTILE.unauthorised, HOSTILE.forbidden])("%s: upstream 401/403 → 502 saying the server's credentials were refused", async (crn) => {
    const answer = await getJson(bff(), `/api/companies/${crn}`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ code: "upstream-credentials-refused" });
    expectNoKey(answer);
  });

  it("500 → 502 without the upstream's stack trace or headers", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.serverError}/officers`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ code: "upstream-failed" });
    expect(answer.text).not.toMatch(/secret-internals|db exploded/);
    expect(answer.headers["x-internal-host"]).toBeUndefined();
  });

  it("a malformed JSON body → 502", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.malformed}`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ code: "upstream-failed", detail: expect.stringContaining("not valid JSON") });
  });

  it("a list where the spec fixes one record → 502 naming the mismatch", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.wrongShape}`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ code: "upstream-unreadable" });
  });

  it("no answer within the timeout → 504, soon after the timeout", async () => {
    const started = Date.now();
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.hang}`);
    expect(answer.status).toBe(504);
    expect(answer.json).toMatchObject({ code: "upstream-timeout" });
    expect(Date.now() - started).toBeLessThan(inject("hostileTimeoutMs") + 3000);
  });

  it("a redirect is not followed, so the key never goes to another address", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.redirect}`);
    expect(answer.status).toBe(502);
    const received = await receivedByHostile();
    expect(received.some((request) => request.url === "/stolen")).toBe(false);
  });

  it("a body larger than the bound is refused without reading it all", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.oversized}`);
    expect(answer.status).toBe(502);
    expect(answer.json).toMatchObject({ detail: expect.stringContaining("larger than this server accepts") });
  });

  it("sends the key to the upstream, and never to the browser", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.sparse}`);
    expectNoKey(answer);
    const received = await receivedByHostile();
    expect(received.at(-1)).toMatchObject({ url: `/companies/${HOSTILE.sparse}`, apiKey: inject("apiKey") });
  });

  it("serves only GET: other methods get 405 problem+json", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const answer = await rawRequest(bff(), `/api/companies/${HOSTILE.sparse}`, method);
      expect(answer.status, method).toBe(405);
      expect(answer.json).toMatchObject({ code: "method-not-allowed" });
    }
  });
});

describe("another implementation of the spec: sparse records, numbers as strings, one record where a list may come", () => {
  it("reads a sparse profile, coercing numbers and keeping unknown fields", async () => {
    const answer = await getJson(bff(), `/api/companies/${HOSTILE.sparse}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      companyRegistrationNumber: "200", companyAge: 7, chargesCount: 2, hasCharges: true, directorsData: [],
      statutoryAccounts: [{ turnover: 1200000, netWorth: -5000.5 }], futureField: { kept: true },
    });
  });

  it("wraps a single record into the documented list shape", async () => {
    const psc = await getJson(bff(), `/api/psc/${HOSTILE.sparse}`);
    expect(psc.json).toMatchObject({ items: [{ pscName: "Jane Sparse" }], page: null, size: null });
    const procurement = await getJson(bff(), "/api/govt-procurement?status=awarded");
    expect(procurement.json).toMatchObject({
      items: [{ title: "Road gritting", awarded_value: 250000, cpv_codes: [{ code: "90620000" }] }], page: 0, size: 25,
    });
  });
});
