// The API's description and reference page over HTTP, as a developer meets them before having a token: public,
// JSON with a strong ETag (304 when unchanged), and never the upstream's key or address; the page served from this
// origin with its viewer, under its own CSP.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
// The access BFF has users: a route that needed a session would answer 401.
const base = () => inject("accessUrl");

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 description without a session, with a strong ETag", async () => {
    const response = await fetch(`${base()}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const tag = response.headers.get("etag");
    expect(tag).toMatch(/^"[^"]+"$/);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/companies/{crn}", "/api/watchlists/{id}", "/api/openapi.json"]));
    const again = await fetch(`${base()}/api/openapi.json`, { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
  });

  it("names neither the upstream's key nor its address", async () => {
    const text = await (await fetch(`${base()}/api/openapi.json`)).text();
    const upstream = new URL(inject("sandboxUrl"));
    expect(text).not.toContain(inject("apiKey"));
    expect(text).not.toContain(upstream.host);
    expect(text).not.toMatch(/https?:\/\//);
  });
});

describe("GET /api/docs", () => {
  it("answers the reference page without a session: the viewer from this origin, its own CSP", async () => {
    const response = await fetch(`${base()}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en">/);
    // The viewer renders the main landmark (e2e/api-docs.spec.ts); without JavaScript, the page's own says where the document is.
    expect(html).toMatch(/<noscript><main>.*\/api\/openapi\.json/);
    expect(html).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(html).toContain("/api/openapi.json");
    // Nothing from another origin, and no inline script to run (the viewer's settings are a data block).
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)).toBeNull();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("serves the viewer's script as its package ships it", async () => {
    const response = await fetch(`${base()}/api/docs/scalar.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    const shipped = readFileSync(path.join(root, "node_modules/@scalar/api-reference/dist/browser/standalone.js"));
    expect(Buffer.from(await response.arrayBuffer()).equals(shipped)).toBe(true);
  });
});
