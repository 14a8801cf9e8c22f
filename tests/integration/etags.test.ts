// Strong ETags over HTTP, on a server of its own over an upstream the test changes: an operation's answer and a
// company-derived answer (the assessment) carry a tag of their bytes; a second GET with it is a 304 with no body; a
// changed upstream answer gives a new tag and a 200. Cache-Control stays private.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withBffOverChangingUpstream } from "./bff-over-changing-upstream";
import { call, signedIn } from "./session";

const CRN = "09990009";
const world = withBffOverChangingUpstream("etags", CRN);
const { as } = signedIn(world.base);

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return call(world.base(), path, { cookie: await as("alice"), headers });
}

describe("ETag and If-None-Match", () => {
  it.each([`/api/companies/${CRN}`, `/api/assessments/${CRN}`])("%s: 304 while unchanged, a new tag and 200 once the upstream changes", async (path) => {
    world.upstream().set(CRN, { ...world.profile() });
    const first = await get(path);
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    const tag = first.headers.get("etag");
    expect(tag, "a strong tag: the hash of the bytes sent").toBe(`"${createHash("sha256").update(bytes).digest("base64url")}"`);
    expect(first.headers.get("cache-control")).toBe("private, no-store");

    const again = await get(path, { "if-none-match": tag! });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get("etag")).toBe(tag);

    world.upstream().set(CRN, { ...world.profile(), companyStatus: "Liquidation", businessName: "RENAMED ETAG LIMITED" });
    const changed = await get(path, { "if-none-match": tag! });
    expect(changed.status).toBe(200);
    const changedTag = changed.headers.get("etag");
    expect(changedTag).not.toBe(tag);
    expect(changedTag).toBe(`"${createHash("sha256").update(Buffer.from(await changed.arrayBuffer())).digest("base64url")}"`);
    world.upstream().set(CRN, { ...world.profile() });
  });
});
