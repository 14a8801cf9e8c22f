// Every bad input is refused with a 400 problem that names the parameter, before anything reaches the upstream.
import { describe, expect, inject, it } from "vitest";
import { expectNoKey, rawRequest, receivedByHostile } from "./http";

const BAD_REQUESTS: [string, string][] = [
  ["/api/companies/123456789", "crn"],
  ["/api/companies/XX123456/officers", "crn"],
  ["/api/companies/..%2F..%2Fadmin", "crn"],
  ["/api/companies/1%3Fx=1", "crn"],
  ["/api/companies/1%23frag", "crn"],
  ["/api/companies/1%00", "crn"],
  ["/api/companies/1%0D%0AX-Injected:%201", "crn"],
  ["/api/companies/1?expand=all", "expand"],
  ["/api/charges/unsecured?lendingTag=mortgages", "lendingTag"],
  ["/api/charges/unsecured?size=7", "size"],
  ["/api/charges/unsecured?page=-1", "page"],
  ["/api/charges/unsecured?page=1.5", "page"],
  ["/api/charges/secured?chargeType=floating", "chargeType"],
  ["/api/charges/secured?size=10&size=25", "size"],
  ["/api/charges/registered-by-date?fromDate=01/01/2024", "toDate"],
  ["/api/charges/registered-by-date?fromDate=2024-01-01&toDate=2024-02-01", "fromDate"],
  ["/api/charges/registered-by-date?fromDate=30/02/2024&toDate=01/03/2024", "fromDate"],
  ["/api/charges/registered-by-date?fromDate=02/03/2024&toDate=01/03/2024", "fromDate"],
  ["/api/ccj/1?status=paid", "status"],
  ["/api/psc/SC1234567", "crn"],
  ["/api/property-register/title-number/NGL%2F..%2F1", "title"],
  ["/api/property-register/company-number/abc", "crn"],
  ["/api/govt-procurement?cpv-codes=4500", "cpv-codes"],
  ["/api/govt-procurement?closingDateFrom=05/05/2025&closingDateTo=04/05/2025", "closingDateFrom"],
  ["/api/govt-procurement?status=%3Cscript%3E", "status"],
  ["/api/govt-procurement?size=1000", "size"],
  ["/api/international-trade/84a1", "codes"],
  ["/api/international-trade/8471?page=x", "page"],
];

describe("input validation", () => {
  it.each(BAD_REQUESTS)("%s → 400 naming '%s', and the upstream is never called", async (path, parameter) => {
    const before = (await receivedByHostile()).length;
    const answer = await rawRequest(inject("bffHostileUrl"), path);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.json).toMatchObject({ status: 400, code: "invalid-parameter", parameter, type: "/problems/invalid-parameter" });
    expect((answer.json as { detail: string }).detail).toContain(parameter);
    expectNoKey(answer);
    expect((await receivedByHostile()).length).toBe(before);
  });

  it("never calls an upstream path outside the twenty, whatever the path", async () => {
    // Next.js answers some of these itself with a 308 to the normalised path; none may reach the upstream.
    for (const path of ["/api/companies/%2e%2e", "/api/companies/../../etc/passwd", "/api/companies/%2e%2e/%2e%2e/admin", "/api/admin", "/api//companies/1", "/api/companies/1/../../x"]) {
      const answer = await rawRequest(inject("bffHostileUrl"), path);
      expect([308, 400, 404], path).toContain(answer.status);
    }
    const allowed = /^\/(companies\/[A-Z0-9]{8}(\/[a-z-]+)?|charges\/.+|psc\/.+|ccj\/.+|property-register\/.+|govt-procurement.*|international-trade\/.+)$/;
    for (const request of await receivedByHostile()) expect(request.url).toMatch(allowed);
  });
});
