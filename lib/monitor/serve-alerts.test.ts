import { describe, expect, it } from "vitest";
import { normaliseCompanyNumber } from "../upstream/company-number";
import { readAlertFilter } from "./serve-alerts";

const read = (query: string) => readAlertFilter(new URLSearchParams(query));

describe("the inbox's filters", () => {
  it("take a severity and a sort", () => {
    expect(read("severity=red&sort=severity")).toEqual({ ok: true, filter: { severity: "red", sort: "severity" } });
    expect(read("sort=newest&kind=ccj")).toEqual({ ok: true, filter: { sort: "newest", kind: "ccj" } });
  });

  it("take the triage filters: assigned to me, acknowledged or not", () => {
    expect(read("assigned=me&acknowledged=false")).toEqual({ ok: true, filter: { assignedToMe: true, acknowledged: false } });
    expect(read("acknowledged=true")).toEqual({ ok: true, filter: { acknowledged: true } });
    for (const [query, name] of [["assigned=bob", "assigned"], ["acknowledged=yes", "acknowledged"]]) {
      const refused = read(query!);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.problem.detail).toContain(name);
    }
  });

  it("take a company (normalised as typed elsewhere), a list, a kind and read or unread", () => {
    const list = "0b6c4a4e-8f1d-4f47-9a57-1f0f1d2c3b4a";
    expect(read(`companyNumber=sc4&watchlist=${list}&kind=ccj&unread=true`)).toEqual({
      ok: true, filter: { companyNumber: normaliseCompanyNumber("sc4"), watchlist: list, kind: "ccj", unread: true },
    });
    expect(read("")).toEqual({ ok: true, filter: {} });
  });

  it.each([
    ["companyNumber=not-a-number", "companyNumber", /must be/],
    ["watchlist=mine", "watchlist", /watchlist id/],
    ["kind=rumour", "kind", /must be one of: status/],
    ["unread=yes", "unread", /true or false/],
    ["severity=purple", "severity", /red, amber, green/],
    ["severity=RED", "severity", /red, amber, green/],
    ["sort=oldest", "sort", /newest, severity/],
    ["severity=red&severity=amber", "severity", /more than once/],
    ["level=red", "level", /is not a filter/],
  ])("refuse %s, naming %s", (query, parameter, detail) => {
    const result = read(query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.status).toBe(400);
    expect(result.problem.parameter).toBe(parameter);
    expect(result.problem.detail).toMatch(detail);
  });
});
