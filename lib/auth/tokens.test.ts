import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { createToken, listTokens, revokeToken, tokenUser } from "./tokens";
import type { User } from "./user";

const alice: User = { username: "alice", name: "Alice", role: "admin", origin: "file" };

describe("personal API tokens", () => {
  const db = useTestDatabase();

  it("are listed newest first, answer their user until revoked, and record their last use", async () => {
    const older = await createToken(alice, "older");
    const { token, summary } = await createToken(alice, "script");
    await db().query.updateTable("api_tokens").set({ created_at: 1 }).where("id", "=", older.summary.id).execute();
    expect(summary.lastUsedAt).toBeNull();
    // A token made without a scope is read-write, as every token was before scopes.
    expect(await tokenUser(token)).toEqual({ ...alice, scope: "read-write" });
    expect(summary.scope).toBe("read-write");
    const [listed] = await listTokens("alice");
    expect(listed).toMatchObject({ id: summary.id, label: "script", revokedAt: null });
    expect(listed?.lastUsedAt).not.toBeNull();
    expect((await listTokens("alice")).map((row) => row.label)).toEqual(["script", "older"]);
    expect(await revokeToken("bob", summary.id)).toBe(false);
    expect(await revokeToken("alice", summary.id)).toBe(true);
    expect(await revokeToken("alice", summary.id)).toBe(false);
    expect(await tokenUser(token)).toBeNull();
    expect((await listTokens("alice"))[0]?.revokedAt).not.toBeNull();
  });

  it("keeps the scope it was made with, listed and on its user", async () => {
    const { token, summary } = await createToken(alice, "reader", "read-only");
    expect(summary.scope).toBe("read-only");
    expect(await tokenUser(token)).toEqual({ ...alice, scope: "read-only" });
    // Again, from the principal cache.
    expect(await tokenUser(token)).toEqual({ ...alice, scope: "read-only" });
    expect((await listTokens("alice")).find((row) => row.id === summary.id)?.scope).toBe("read-only");
  });

  it("refuses an expired token, and anything without the prefix", async () => {
    const { token, summary } = await createToken(alice, "short-lived");
    await db().query.updateTable("api_tokens").set({ expires_at: Date.now() - 1 }).where("id", "=", summary.id).execute();
    expect(await tokenUser(token)).toBeNull();
    expect(await tokenUser("not-a-token")).toBeNull();
  });
});
