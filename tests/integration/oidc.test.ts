// Single sign-on over real HTTP against a provider on this machine: code flow with PKCE, state and nonce, a session
// afterwards, admins by OIDC_ADMINS, and a tampered or replayed callback refused.
import { describe, expect, inject, it } from "vitest";
import { call } from "./session";

const base = () => inject("accessUrl");

async function signInWithProvider(as: { sub: string; email: string; name: string }, next = "/history") {
  await fetch(`${inject("idpUrl")}/__as?${new URLSearchParams(as)}`, { method: "POST" });
  const start = await call(base(), `/api/auth/oidc/start?next=${encodeURIComponent(next)}`);
  expect(start.status).toBe(303);
  const transaction = /dd-oidc=[^;]+/.exec(start.headers.get("set-cookie") ?? "")?.[0];
  const authorize = new URL(start.headers.get("location") ?? "");
  expect(authorize.origin).toBe(inject("idpUrl"));
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("state")).toBeTruthy();
  expect(authorize.searchParams.get("nonce")).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: "manual" });
  const callback = atProvider.headers.get("location") ?? "";
  expect(callback.startsWith(`${base()}/api/auth/oidc/callback?`)).toBe(true);
  return { transaction: transaction!, callback };
}

describe("single sign-on (OpenID Connect)", () => {
  it("signs an analyst in with a session and sends them back", async () => {
    const { transaction, callback } = await signInWithProvider({ sub: "u-ann", email: "ann@example.com", name: "Ann Analyst" });
    const done = await fetch(callback, { redirect: "manual", headers: { cookie: transaction } });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/history");
    const session = /dd-session=[^;]+/.exec(done.headers.get("set-cookie") ?? "")?.[0];
    expect(session).toBeTruthy();
    const page = await call(base(), "/history", { cookie: session });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ann Analyst (analyst)");
    expect((await call(base(), "/api/audit", { cookie: session })).status).toBe(403);
  });

  it("makes the configured admins admins", async () => {
    const { transaction, callback } = await signInWithProvider({ sub: "u-boss", email: "boss@example.com", name: "The Boss" });
    const done = await fetch(callback, { redirect: "manual", headers: { cookie: transaction } });
    const session = /dd-session=[^;]+/.exec(done.headers.get("set-cookie") ?? "")?.[0];
    expect((await call(base(), "/api/audit", { cookie: session })).status).toBe(200);
  });

  it("refuses a callback without its transaction cookie, with a changed state, or replayed", async () => {
    const first = await signInWithProvider({ sub: "u-x", email: "x@example.com", name: "X" });
    const noCookie = await fetch(first.callback, { redirect: "manual" });
    expect(noCookie.headers.get("location")).toBe("/signin?error=sso");
    expect(noCookie.headers.get("set-cookie") ?? "").not.toMatch(/dd-session=[^;]/);

    const second = await signInWithProvider({ sub: "u-x", email: "x@example.com", name: "X" });
    const tampered = new URL(second.callback);
    tampered.searchParams.set("state", "forged");
    const forged = await fetch(tampered, { redirect: "manual", headers: { cookie: second.transaction } });
    expect(forged.headers.get("location")).toBe("/signin?error=sso");

    const third = await signInWithProvider({ sub: "u-x", email: "x@example.com", name: "X" });
    expect((await fetch(third.callback, { redirect: "manual", headers: { cookie: third.transaction } })).headers.get("location")).toBe("/history");
    const replay = await fetch(third.callback, { redirect: "manual", headers: { cookie: third.transaction } });
    expect(replay.headers.get("location")).toBe("/signin?error=sso");
  });
});
