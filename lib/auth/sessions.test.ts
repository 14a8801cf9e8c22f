import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { createSession, endAllSessions, endSession, sessionUser } from "./sessions";
import type { User } from "./user";

const alice: User = { username: "alice", name: "Alice", role: "analyst", origin: "file" };

describe("sessions", () => {
  const db = useTestDatabase();

  it("answer the user of a live session, and no one once it ends", async () => {
    const { id, expiresAt } = await createSession(alice);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await sessionUser(id)).toEqual(alice);
    await endSession(id);
    expect(await sessionUser(id)).toBeNull();
    expect(await sessionUser("s_unknown")).toBeNull();
  });

  it("end every session of the user on 'sign out everywhere', and sweep expired ones on sign-in", async () => {
    const first = await createSession(alice);
    await createSession(alice);
    await createSession({ ...alice, username: "bob" });
    await db().query.insertInto("sessions")
      .values({ id_hash: "expired", username: "carol", name: "Carol", role: "analyst", origin: "file", created_at: 0, expires_at: 1 }).execute();
    expect(await endAllSessions(first.id)).toBe(2);
    expect(await sessionUser(first.id)).toBeNull();
    await createSession(alice);
    const left = await db().query.selectFrom("sessions").select("username").orderBy("username").execute();
    expect(left.map((row) => row.username)).toEqual(["alice", "bob"]);
  });
});
