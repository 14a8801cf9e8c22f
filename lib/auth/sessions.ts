import "server-only";
// Server-side sessions: the cookie holds a random id, the database holds its hash, the user and the expiry. Signing
// out deletes the row, so a copied cookie stops working at once.
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import { cachedUser, forgetUser, rememberUser } from "./principal-cache";
import { hashSecret, newSecret } from "./secrets";
import type { User } from "./user";

export async function createSession(user: User): Promise<{ id: string; expiresAt: Date }> {
  const db = await database();
  const id = newSecret("s");
  const now = Date.now();
  const expiresAt = now + accessConfig().sessionMs;
  await db.query.deleteFrom("sessions").where("expires_at", "<", now).execute();
  await db.query.insertInto("sessions")
    .values({ id_hash: hashSecret(id), username: user.username, name: user.name, role: user.role, origin: user.origin, created_at: now, expires_at: expiresAt })
    .execute();
  return { id, expiresAt: new Date(expiresAt) };
}

export async function sessionUser(id: string): Promise<User | null> {
  const hash = hashSecret(id);
  const cached = cachedUser(hash);
  if (cached) return cached;
  const db = await database();
  const row = await db.query.selectFrom("sessions").select(["username", "name", "role", "origin", "expires_at"])
    .where("id_hash", "=", hash).executeTakeFirst();
  if (!row || row.expires_at <= Date.now()) return null;
  const user: User = { username: row.username, name: row.name, role: row.role, origin: row.origin };
  rememberUser(hash, user, row.expires_at);
  return user;
}

export async function endSession(id: string): Promise<void> {
  const db = await database();
  const user = await sessionUser(id);
  await db.query.deleteFrom("sessions").where("id_hash", "=", hashSecret(id)).execute();
  if (user) await forgetUser(user.username);
}

/** "Sign out everywhere": ends every session of the user this session belongs to. */
export async function endAllSessions(id: string): Promise<number> {
  const user = await sessionUser(id);
  if (!user) return 0;
  const db = await database();
  const ended = await db.query.deleteFrom("sessions").where("username", "=", user.username).where("origin", "=", user.origin)
    .executeTakeFirst();
  await forgetUser(user.username);
  return Number(ended.numDeletedRows);
}
