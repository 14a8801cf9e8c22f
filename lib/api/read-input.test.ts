import { describe, expect, it } from "vitest";
import { buildUpstreamUrl } from "../upstream/build-url";
import { operations } from "../upstream/operations";
import { readInput } from "./read-input";

const read = (id: keyof typeof operations, path: Record<string, string>, query = "") =>
  readInput(operations[id], path, new URLSearchParams(query));

describe("readInput", () => {
  it("normalises a company number and applies paging defaults", () => {
    expect(read("companyProfile", { crn: "sc4" })).toEqual({ ok: true, input: { path: { crn: "SC000004" }, query: {} } });
    expect(read("unsecuredCharges", {}, "lendingTag=UNSECURED%20LENDING")).toEqual({
      ok: true,
      input: { path: {}, query: { lendingTag: "unsecured lending", size: 25, page: 0 } },
    });
  });

  it("refuses bad inputs with a problem naming the parameter and what is allowed", () => {
    const cases: [keyof typeof operations, Record<string, string>, string, string][] = [
      ["companyProfile", { crn: "../admin" }, "", "crn"],
      ["companyProfile", { crn: "1" }, "debug=1", "debug"],
      ["unsecuredCharges", {}, "size=7", "size"],
      ["unsecuredCharges", {}, "page=-1", "page"],
      ["unsecuredCharges", {}, "size=10&size=25", "size"],
      ["securedCharges", {}, "chargeType=mortgage", "chargeType"],
      ["chargesByDate", {}, "fromDate=01/01/2024", "toDate"],
      ["chargesByDate", {}, "fromDate=31/02/2024&toDate=01/03/2024", "fromDate"],
      ["chargesByDate", {}, "fromDate=02/01/2024&toDate=01/01/2024", "fromDate"],
      ["companyCcjs", { crn: "1" }, "status=paid", "status"],
      ["propertyByTitle", { title: "NGL/../1" }, "", "title"],
      ["internationalTrade", { codes: "84%2F71" }, "", "codes"],
      ["govtProcurement", {}, "closingDateFrom=2024-01-01", "closingDateFrom"],
    ];
    for (const [id, path, query, parameter] of cases) {
      const result = read(id, path, query);
      expect(result.ok, `${id} ${query}`).toBe(false);
      if (result.ok) continue;
      expect(result.problem).toMatchObject({ status: 400, code: "invalid-parameter", parameter });
      expect(result.problem.detail).toContain(parameter);
    }
  });

  it("reads operation 19's fixed vocabularies in any case, sending their own spelling", () => {
    expect(read("govtProcurement", {}, "status=AWARDED&procurement-stage=tender&contract-type=%20services%20")).toEqual({
      ok: true,
      input: { path: {}, query: { status: "Awarded", "procurement-stage": "Tender", "contract-type": "Services", page: 0, size: 25 } },
    });
  });

  it.each([
    ["status", "status=pending", ["Open", "Closed", "Awarded", "Cancelled", "Withdrawn"]],
    ["procurement-stage", "procurement-stage=tendering", ["Planning", "Tender", "Award", "Contract"]],
    ["contract-type", "contract-type=goods", ["Works", "Supplies", "Services"]],
  ])("refuses an unknown procurement %s, naming it and listing the allowed values", (parameter, query, allowed) => {
    const result = read("govtProcurement", {}, query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({ status: 400, code: "invalid-parameter", parameter });
    expect(result.problem.detail).toContain(`'${parameter}'`);
    for (const value of allowed) expect(result.problem.detail).toContain(value);
  });

  it("never echoes more than a short printable clip of what was sent", () => {
    const result = read("companyProfile", { crn: `x\u0000${"A".repeat(600)}` });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.detail.length).toBeLessThan(300);
  });
});

describe("buildUpstreamUrl", () => {
  it("keeps a base path and encodes each path value as one segment", () => {
    const url = buildUpstreamUrl("https://api.example.test/v2/", operations.propertyByTitle, { title: "../x?y#z" }, {});
    expect(url.pathname).toBe("/v2/property-register/title-number/..%2Fx%3Fy%23z");
    const search = buildUpstreamUrl("http://127.0.0.1:1", operations.govtProcurement, {}, { "cpv-codes": "45000000", page: 0 });
    expect(search.search).toBe("?cpv-codes=45000000&page=0");
  });
});
