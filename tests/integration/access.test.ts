// With users configured, only they may spend the upstream key: every route and page checks the session or token on
// the server, forged, expired and revoked credentials are refused, and the middleware bypass header changes nothing.
import Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { PRINCIPAL_CACHE_TTL_MS } from "../../lib/auth/principal-cache-ttl";
import { expectNoKey, rawRequest, receivedByHostile } from "./http";
import { METHODS, OPERATION_PATHS, PAGE_PATHS, PAGE_TEMPLATES, PUBLIC_PAGES, PUBLIC_ROUTES, QUERY_PATHS, ROUTE_TEMPLATES, SIGNED_IN_ROUTES } from "./routes";
import { call, createToken, signIn } from "./session";

const base = () => inject("accessUrl");

describe("anonymous calls", () => {
  it("the sweep holds every route and page the file system has, and the public ones are the documented few", () => {
    const files = readdirSync(path.resolve(import.meta.dirname, "../../app"), { recursive: true, encoding: "utf8" });
    expect(SIGNED_IN_ROUTES.length + PUBLIC_ROUTES.length).toBe(files.filter((file) => /(^|\/)route\.tsx?$/.test(file)).length);
    expect(PAGE_PATHS.length + PUBLIC_PAGES.length).toBe(files.filter((file) => /(^|\/)page\.tsx?$/.test(file)).length);
    expect(ROUTE_TEMPLATES).toEqual(expect.arrayContaining([...PUBLIC_ROUTES, "/api/companies/[crn]", "/api/tokens/[id]", "/api/watchlists/[id]/export", "/api/reports/[crn]"]));
    expect(PAGE_TEMPLATES).toEqual(expect.arrayContaining([...PUBLIC_PAGES, "/", "/audit", "/companies/[crn]/officers", "/watchlists/[id]"]));
  });

  it.each(SIGNED_IN_ROUTES)("%s: every method it serves answers an anonymous caller 401 problem+json, the others 405", async (route) => {
    const served: string[] = [];
    for (const method of METHODS) {
      // Writes carry this origin, so that the refusal is for the missing sign-in, not a cross-site request.
      const answer = await rawRequest(base(), route, method, method === "GET" ? {} : { origin: base(), "content-type": "application/json" });
      expect(answer.headers["content-type"], method).toBe("application/problem+json");
      expect([401, 405], `${method} ${route} → ${answer.status}`).toContain(answer.status);
      expectNoKey(answer);
      if (answer.status === 405) {
        expect(answer.json, method).toMatchObject({ code: "method-not-allowed" });
        continue;
      }
      served.push(method);
      expect(answer.json, method).toMatchObject({ status: 401, code: "unauthenticated" });
      expect(answer.headers["www-authenticate"], method).toContain("Bearer");
    }
    expect(served.length, "serves no method").toBeGreaterThan(0);
  });

  it.each([...OPERATION_PATHS, ...QUERY_PATHS])("GET %s → 401 problem+json", async (route) => {
    const answer = await rawRequest(base(), route);
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it.each(PUBLIC_ROUTES)("public %s answers without a session, and never with data or a 500", async (route) => {
    const answer = await rawRequest(base(), route);
    expect(answer.status).toBeLessThan(500 + (route === "/api/ready" ? 4 : 0));
    expectNoKey(answer);
  });

  it.each(PAGE_PATHS)("page %s redirects to sign-in and back", async (path) => {
    const answer = await rawRequest(base(), path);
    expect([303, 307]).toContain(answer.status);
    expect(answer.headers.location).toBe(`/signin?next=${encodeURIComponent(path)}`);
  });

  it("the x-middleware-subrequest bypass (CVE-2025-29927) changes nothing", async () => {
    for (const value of ["middleware:middleware:middleware:middleware:middleware", "proxy:proxy:proxy:proxy:proxy", "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware"]) {
      const api = await rawRequest(base(), "/api/companies/09990001", "GET", { "x-middleware-subrequest": value });
      expect(api.status, value).toBe(401);
      const page = await rawRequest(base(), "/audit", "GET", { "x-middleware-subrequest": value });
      expect([303, 307], value).toContain(page.status);
    }
  });

  it("a client-sent x-api-key, even the real key, opens nothing", async () => {
    const answer = await rawRequest(base(), "/api/companies/09990001", "GET", { "x-api-key": inject("apiKey") });
    expect(answer.status).toBe(401);
  });
});

describe("sessions", () => {
  it("signing in sets an HttpOnly SameSite session cookie and opens the API and pages", async () => {
    const { response, cookie } = await signIn(base(), "alice");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const lookup = await call(base(), "/api/companies/09990001", { cookie });
    expect(lookup.status).toBe(200);
    expect(lookup.headers.get("cache-control")).toBe("private, no-store");
    const page = await call(base(), "/companies/09990001", { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Alice (analyst)");
  });

  it("a wrong password or an unknown user gets no session", async () => {
    for (const [name, password] of [["alice", "wrong-password"], ["mallory", "whatever-password"]] as const) {
      const { response, cookie } = await signIn(base(), name, { password });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/^\/signin\?error=invalid/);
      expect(cookie).toBeNull();
    }
  });

  it("a forged session cookie is refused", async () => {
    const forged = `dd-session=s_${randomBytes(32).toString("base64url")}`;
    expect((await call(base(), "/api/companies/09990001", { cookie: forged })).status).toBe(401);
  });

  it("an expired session is refused", async () => {
    const id = `s_${randomBytes(32).toString("base64url")}`;
    const db = new Database(inject("accessDbFile"));
    db.prepare("INSERT INTO sessions (id_hash, username, name, role, origin, created_at, expires_at) VALUES (?, 'alice', 'Alice', 'analyst', 'file', ?, ?)")
      .run(createHash("sha256").update(id).digest("hex"), Date.now() - 7_200_000, Date.now() - 1000);
    db.close();
    expect((await call(base(), "/api/companies/09990001", { cookie: `dd-session=${id}` })).status).toBe(401);
  });

  it("a signed-out session is refused, even with a copy of the cookie", async () => {
    const { cookie } = await signIn(base(), "bob");
    expect((await call(base(), "/api/companies/09990001", { cookie })).status).toBe(200);
    const out = await call(base(), "/api/auth/signout", { method: "POST", cookie, headers: { origin: base() } });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/dd-session=;.*Max-Age=0/);
    expect((await call(base(), "/api/companies/09990001", { cookie })).status).toBe(401);
  });

  it("an analyst cannot open the audit page or API; an admin can", async () => {
    const analyst = (await signIn(base(), "alice")).cookie;
    expect((await call(base(), "/audit", { cookie: analyst })).status).toBe(403);
    expect((await call(base(), "/api/audit", { cookie: analyst })).status).toBe(403);
    const admin = (await signIn(base(), "root")).cookie;
    const page = await call(base(), "/audit", { cookie: admin });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Audit trail");
    expect((await call(base(), "/api/audit", { cookie: admin })).status).toBe(200);
  });
});

describe("personal API tokens", () => {
  it("a token opens the API for scripts until it is revoked", async () => {
    const { cookie } = await signIn(base(), "alice");
    const { id, token } = await createToken(base(), cookie!);
    expect(token).toMatch(/^ddt_/);
    expect(token).not.toContain(inject("apiKey"));
    expect((await call(base(), "/api/companies/09990001", { token })).status).toBe(200);
    const listed = (await (await call(base(), "/api/tokens", { cookie })).json()) as { items: { id: string; lastUsedAt: string | null }[] };
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed.items.find((item) => item.id === id)?.lastUsedAt).not.toBeNull();

    const revoked = await call(base(), `/api/tokens/${id}`, { method: "DELETE", cookie, headers: { origin: base() } });
    expect(revoked.status).toBe(204);
    expect((await call(base(), "/api/companies/09990001", { token })).status).toBe(401);
  });

  it("a token lasts TOKEN_DAYS (90 by default), the list says until when, and past it the token is refused", async () => {
    const { cookie } = await signIn(base(), "alice");
    const before = Date.now();
    const { id, token } = await createToken(base(), cookie!, "expiring");
    expect((await call(base(), "/api/companies/09990001", { token })).status).toBe(200);
    const listed = (await (await call(base(), "/api/tokens", { cookie })).json()) as { items: { id: string; expiresAt: string }[] };
    const expiresAt = Date.parse(listed.items.find((item) => item.id === id)?.expiresAt ?? "");
    expect(expiresAt - before).toBeGreaterThanOrEqual(90 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(90 * 86_400_000);

    const db = new Database(inject("accessDbFile"));
    db.prepare("UPDATE api_tokens SET expires_at = ? WHERE id = ?").run(Date.now() - 1000, id);
    db.close();
    // Expired behind the server's back (a real expiry is honoured to the millisecond): the server may still answer
    // from its short memory of the token until that lapses.
    await new Promise((resolve) => setTimeout(resolve, PRINCIPAL_CACHE_TTL_MS + 100));
    const expired = await call(base(), "/api/companies/09990001", { token });
    expect(expired.status).toBe(401);
    expect(expired.headers.get("content-type")).toBe("application/problem+json");
    expect(await expired.json()).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it("tokens are stored hashed", async () => {
    const { cookie } = await signIn(base(), "alice");
    const { token } = await createToken(base(), cookie!, "hashed?");
    const db = new Database(inject("accessDbFile"), { readonly: true });
    const dump = JSON.stringify(db.prepare("SELECT * FROM api_tokens").all()) + JSON.stringify(db.prepare("SELECT * FROM sessions").all());
    db.close();
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(cookie!.split("=")[1]);
  });

  it("a forged token or a malformed Authorization header is refused", async () => {
    expect((await call(base(), "/api/companies/09990001", { token: `ddt_${randomBytes(32).toString("base64url")}` })).status).toBe(401);
    const { cookie } = await signIn(base(), "alice");
    // A bad Authorization header is not rescued by a good cookie.
    expect((await call(base(), "/api/companies/09990001", { cookie, headers: { authorization: "Basic YWxpY2U6eA==" } })).status).toBe(401);
  });

  it("a user cannot revoke another user's token, and a token cannot mint tokens", async () => {
    const alice = (await signIn(base(), "alice")).cookie!;
    const { id, token } = await createToken(base(), alice);
    const bob = (await signIn(base(), "bob")).cookie!;
    expect((await call(base(), `/api/tokens/${id}`, { method: "DELETE", cookie: bob, headers: { origin: base() } })).status).toBe(404);
    expect((await call(base(), "/api/companies/09990001", { token })).status).toBe(200);
    const minted = await call(base(), "/api/tokens", { method: "POST", token, body: JSON.stringify({ label: "x" }), headers: { "content-type": "application/json" } });
    expect(minted.status).toBe(403);
  });
});

describe("same-origin only", () => {
  it("refuses state-changing requests from another site", async () => {
    const { cookie } = await signIn(base(), "alice");
    const body = JSON.stringify({ label: "csrf" });
    const json = { "content-type": "application/json" };
    const attempts: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }, {}];
    for (const headers of attempts) {
      const answer = await call(base(), "/api/tokens", { method: "POST", cookie, body, headers: { ...json, ...headers } });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe("cross-site-request");
    }
    const signin = await fetch(`${base()}/api/auth/signin`, {
      method: "POST", redirect: "manual", headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ username: "alice", password: "x", next: "/" }),
    });
    expect(signin.headers.get("location")).toMatch(/error=cross-site/);
    expect(signin.headers.get("set-cookie")).toBeNull();
  });

  it("sends no CORS headers, even to a preflight", async () => {
    const { cookie } = await signIn(base(), "alice");
    const get = await call(base(), "/api/companies/09990001", { cookie, headers: { origin: "https://evil.example" } });
    const preflight = await call(base(), "/api/tokens", { method: "OPTIONS", headers: { origin: "https://evil.example", "access-control-request-method": "POST" } });
    for (const answer of [get, preflight]) {
      expect([...answer.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    }
  });

  it("does not follow a sign-in to another host", async () => {
    const form = new URLSearchParams({ username: "alice", password: (await import("./session")).user("alice").password, next: "//evil.example/x" });
    const answer = await fetch(`${base()}/api/auth/signin`, { method: "POST", body: form, redirect: "manual", headers: { origin: base() } });
    expect(answer.headers.get("location")).toBe("/");
  });
});

describe("security headers", () => {
  it("API answers carry a CSP that allows nothing, and the hardening headers", async () => {
    const { cookie } = await signIn(base(), "alice");
    const answer = await call(base(), "/api/companies/09990001", { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-powered-by")).toBeNull();
  });

  it("pages carry a nonce-based CSP and the hardening headers", async () => {
    const { cookie } = await signIn(base(), "alice");
    const page = await call(base(), "/", { cookie });
    const csp = page.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.headers.get("x-powered-by")).toBeNull();
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

describe("local mode", () => {
  it("serves without sign-in on loopback, and ignores a client-sent x-api-key", async () => {
    const before = (await receivedByHostile()).length;
    const answer = await rawRequest(inject("bffHostileUrl"), "/api/companies/00000200", "GET", { "x-api-key": "client-chosen-key" });
    expect(answer.status).toBe(200);
    const received = (await receivedByHostile()).slice(before);
    expect(received.length).toBeGreaterThan(0);
    for (const request of received) expect(request.apiKey).toBe(inject("apiKey"));
  });
});

describe("local mode and DNS rebinding", () => {
  it("refuses a request that names another host", async () => {
    for (const host of ["evil.example", "evil.example:3000", "192.0.2.1"]) {
      const answer = await rawRequest(inject("bffUrl"), "/api/companies/09990001", "GET", { host });
      expect(answer.status, host).toBe(401);
    }
    for (const host of ["localhost", "127.0.0.1:1", "[::1]:3000"]) {
      expect((await rawRequest(inject("bffUrl"), "/api/companies/09990001", "GET", { host })).status, host).toBe(200);
    }
  });
});
