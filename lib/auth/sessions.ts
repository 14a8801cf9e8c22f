import "server-only";
// Server-side sessions: the cookie holds a random id, the database holds its hash, the user and the expiry. Signing
// out deletes the row, so a copied cookie stops working at once.
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import { cachedUser, forgetUser, rememberUser } from "./principal-cache";
import { hashSecret, newSecret } from "./secrets";
import type { User } from "./user";

interface SessionRow { username: string; name: string; role: User["role"]; origin: User["origin"]; expires_at: string | number }

export async function createSession(user: User): Promise<{ id: string; expiresAt: Date }> {
  const db = await database();
  const id = newSecret("s");
  const now = Date.now();
  const expiresAt = now + accessConfig().sessionMs;
  await db.run("DELETE FROM sessions WHERE expires_at < $1", [now]);
  await db.run(
    "INSERT INTO sessions (id_hash, username, name, role, origin, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [hashSecret(id), user.username, user.name, user.role, user.origin, now, expiresAt],
  );
  return { id, expiresAt: new Date(expiresAt) };
}

export async function sessionUser(id: string): Promise<User | null> {
  const hash = hashSecret(id);
  const cached = cachedUser(hash);
  if (cached) return cached;
  const db = await database();
  const [row] = await db.all<SessionRow>(
    "SELECT username, name, role, origin, expires_at FROM sessions WHERE id_hash = $1", [hash],
  );
  if (!row || Number(row.expires_at) <= Date.now()) return null;
  const user: User = { username: row.username, name: row.name, role: row.role, origin: row.origin };
  rememberUser(hash, user, Number(row.expires_at));
  return user;
}

export async function endSession(id: string): Promise<void> {
  const db = await database();
  const user = await sessionUser(id);
  await db.run("DELETE FROM sessions WHERE id_hash = $1", [hashSecret(id)]);
  if (user) await forgetUser(user.username);
}

/** "Sign out everywhere": ends every session of the user this session belongs to. */
export async function endAllSessions(id: string): Promise<number> {
  const user = await sessionUser(id);
  if (!user) return 0;
  const db = await database();
  const [row] = await db.all<{ count: number | string }>(
    "SELECT COUNT(*) AS count FROM sessions WHERE username = $1 AND origin = $2", [user.username, user.origin],
  );
  await db.run("DELETE FROM sessions WHERE username = $1 AND origin = $2", [user.username, user.origin]);
  await forgetUser(user.username);
  return Number(row?.count ?? 0);
}
