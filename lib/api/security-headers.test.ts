import { describe, expect, it } from "vitest";
import { headersFor } from "./security-headers.mjs";

const csp = (target: string) => headersFor(target).find((header) => header.key === "Content-Security-Policy")?.value;
const keys = (target: string) => headersFor(target).map((header) => header.key);

describe("the hardening headers for a request target", () => {
  it("gives pages the hardening headers and leaves their CSP to proxy.ts", () => {
    expect(keys("/companies/09990001")).toContain("X-Content-Type-Options");
    expect(csp("/companies/09990001")).toBeUndefined();
    expect(csp("/_next/static/chunks/app.js")).toBeUndefined();
  });

  it("forbids API answers from loading or being framed", () => {
    for (const target of ["/api/companies/09990001", "/api/companies/09990001/documents?page=2", "/api/companies/09990001/documents/a/b"]) {
      expect(csp(target), target).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(keys(target), target).toContain("X-Frame-Options");
    }
  });

  it("lets a filing's document (a PDF) show in the browser's viewer, and nothing more", () => {
    for (const target of ["/api/companies/09990001/documents/MzAxMjM0", "/api/companies/09990001/documents/MzAxMjM0?download=1"]) {
      expect(csp(target), target).toBe("default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      expect(keys(target), target).toContain("X-Content-Type-Options");
    }
  });

  it("lets the API's reference page run its viewer from this origin only, and only there", () => {
    for (const target of ["/api/docs", "/api/docs/", "/api/docs/scalar.js", "/api/docs?x=1"]) {
      const policy = csp(target) ?? "";
      expect(policy, target).toContain("script-src 'self';");
      expect(policy, target).toContain("connect-src 'self';");
      expect(policy, target).toContain("frame-ancestors 'none'");
      expect(policy, target).not.toContain("unsafe-eval");
    }
    for (const target of ["/api/docsx", "/api/docs/a", "/api/docs/scalar.js/b", "/api/openapi.json"]) expect(csp(target), target).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
