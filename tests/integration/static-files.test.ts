// public/: the static files every deployment serves, to anyone, signed in or not — robots.txt (a private dashboard
// is never indexed) and the icons — and the pages' head naming them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

describe("public/", () => {
  it("serves robots.txt disallowing everything, without a session", async () => {
    // The access BFF has users: anything but public files would answer 401 or redirect to sign-in.
    const response = await fetch(`${inject("accessUrl")}/robots.txt`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /");
  });

  it.each([["/icon.svg", "image/svg+xml"], ["/favicon.ico", "image/"]])("serves %s as it is in public/", async (file, type) => {
    const response = await fetch(`${inject("accessUrl")}${file}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(root, "public", file)))).toBe(true);
  });

  it("names the icons in every page's head and asks robots not to index it", async () => {
    for (const [base, page] of [[inject("bffUrl"), "/"], [inject("accessUrl"), "/signin"]] as const) {
      const response = await fetch(`${base}${page}`, { redirect: "manual" });
      expect(response.status, `${base}${page}`).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<link rel="icon" href="\/icon\.svg"[^>]*type="image\/svg\+xml"/);
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
  });
});
