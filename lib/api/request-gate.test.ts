// The gate's decisions, as a pure function of the request line and headers.
import { describe, expect, it } from "vitest";
import { gateRefusal } from "./request-gate";

const limits = { maxPathBytes: 512, maxQueryBytes: 2048, maxBodyBytes: 64 * 1024 };
const status = (method: string, target: string, headers: Record<string, string> = {}) =>
  gateRefusal(method, target, new Headers({ host: "127.0.0.1:3000", ...headers }), limits)?.problem.status ?? "pass";

describe("gateRefusal", () => {
  it.each([
    ["GET", "/api/companies/09990001", "pass"],
    ["GET", "/companies/09990001/officers?sort=name&dir=asc", "pass"],
    ["GET", "/search/charges?q=caf%C3%A9+bar", "pass"],
    ["TRACE", "/", 405],
    ["track", "/api/health", 405],
    ["GET", "*", 400],
    ["OPTIONS", "*", 400],
    ["GET", "http://evil.example/", 400],
    ["GET", "/api/companies/%", 400],
    ["GET", "/api/companies/%zz", 400],
    ["GET", "/api/companies/%c3%28", 400],
    ["GET", "/api/companies/%ff", 400],
    ["GET", "/companies/%e2%82", 400],
    ["GET", "/search/charges?q=%", 400],
    ["GET", "/api/companies/\u00e9", 400],
    ["GET", `/api/international-trade/${"1".repeat(600)}`, 414],
    ["GET", `/search/trade?codes=${"1".repeat(3000)}`, 414],
  ])("%s %s → %s", (method, target, expected) => {
    expect(status(method, target)).toBe(expected);
  });

  it("refuses a declared body over the bound, cross-site ones as cross-site first", () => {
    const big = { "content-length": String(200 * 1024 * 1024) };
    expect(status("POST", "/api/auth/signin", { ...big, origin: "http://127.0.0.1:3000" })).toBe(413);
    expect(status("POST", "/api/auth/signin", { ...big, origin: "https://evil.example" })).toBe(403);
    expect(status("POST", "/api/auth/signin", { "content-length": "120", origin: "http://127.0.0.1:3000" })).toBe("pass");
  });
});
