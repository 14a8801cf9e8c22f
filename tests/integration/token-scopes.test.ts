// Token scopes over HTTP: a read-only personal API token looks up and reports but a write (a note, a watchlist) is a
// 403 problem naming the scope it needs; a read-write token writes; a token made without a scope is read-write, as
// every token was before scopes; the what-if assessment, worked out and never stored, is a read-only token's lookup.
import { describe, expect, inject, it } from "vitest";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const CRN = "09990001";

async function token(cookie: string, scope?: "read-only" | "read-write"): Promise<{ token: string; scope: string }> {
  const made = await call(base(), "/api/tokens", {
    method: "POST", cookie, body: JSON.stringify({ label: `scope ${scope ?? "unset"}`, ...(scope ? { scope } : {}) }),
    headers: { "content-type": "application/json", origin: base() },
  });
  expect(made.status).toBe(201);
  return (await made.json()) as { token: string; scope: string };
}

const write = (bearer: string, path: string, body: unknown, method = "POST") =>
  call(base(), path, { method, token: bearer, body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe("token scopes", () => {
  it("a read-only token reads, and is refused every write with a problem naming the scope", async () => {
    const { cookie } = await signIn(base(), "alice");
    const reader = await token(cookie!, "read-only");
    expect(reader.scope).toBe("read-only");
    expect((await call(base(), `/api/companies/${CRN}`, { token: reader.token })).status).toBe(200);
    expect((await call(base(), `/api/companies/${CRN}/notes`, { token: reader.token })).status).toBe(200);
    for (const [path, body] of [[`/api/companies/${CRN}/notes`, { body: "by a script" }], ["/api/watchlists", { name: "Scripted", shared: false }]] as const) {
      const refused = await write(reader.token, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      expect(await refused.json(), path).toMatchObject({ code: "token-read-only", type: "/problems/token-read-only", scope: "read-only", requiredScope: "read-write" });
    }
    // Nothing was written.
    const notes = (await (await call(base(), `/api/companies/${CRN}/notes`, { cookie })).json()) as { items: Array<{ body: string }> };
    expect(notes.items.map((note) => note.body)).not.toContain("by a script");
    // The what-if is worked out, not stored: past the scope, to its own checks (here: a body it refuses by name).
    const whatIf = await write(reader.token, `/api/assessments/${CRN}/what-if`, { nonsense: true });
    expect(whatIf.status).toBe(400);
  });

  it("a read-write token writes, and a token made without a scope is read-write", async () => {
    const { cookie } = await signIn(base(), "alice");
    for (const writer of [await token(cookie!, "read-write"), await token(cookie!)]) {
      expect(writer.scope).toBe("read-write");
      const note = await write(writer.token, `/api/companies/${CRN}/notes`, { body: `scripted ${writer.token.slice(-6)}` });
      expect(note.status).toBe(201);
    }
    const listed = (await (await call(base(), "/api/tokens", { cookie })).json()) as { items: Array<{ label: string; scope: string }> };
    expect(listed.items.find((item) => item.label === "scope read-only")?.scope).toBe("read-only");
    expect(listed.items.find((item) => item.label === "scope unset")?.scope).toBe("read-write");
  });

  it("refuses an unknown scope by name", async () => {
    const { cookie } = await signIn(base(), "alice");
    const refused = await call(base(), "/api/tokens", {
      method: "POST", cookie, body: JSON.stringify({ label: "x", scope: "admin" }), headers: { "content-type": "application/json", origin: base() },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: "scope" });
  });
});
