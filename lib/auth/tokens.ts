import "server-only";
// Personal API tokens: each user creates and revokes their own, for scripts that call the BFF with
// `Authorization: Bearer`. The token is shown once; the database keeps its hash. The upstream key is never handed out.
import { randomUUID } from "node:crypto";
import { database } from "../db/connection";
import { hashSecret, newSecret } from "./secrets";
import type { User } from "./user";

export const TOKEN_PREFIX = "ddt";

export interface TokenSummary { id: string; label: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }

interface TokenRow { id: string; label: string; created_at: string | number; last_used_at: string | number | null; revoked_at: string | number | null }

const iso = (ms: string | number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export async function createToken(user: User, label: string): Promise<{ token: string; summary: TokenSummary }> {
  const db = await database();
  const token = newSecret(TOKEN_PREFIX);
  const id = randomUUID();
  const now = Date.now();
  await db.run(
    "INSERT INTO api_tokens (id, token_hash, username, name, role, origin, label, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    [id, hashSecret(token), user.username, user.name, user.role, user.origin, label, now],
  );
  return { token, summary: { id, label, createdAt: new Date(now).toISOString(), lastUsedAt: null, revokedAt: null } };
}

export async function listTokens(username: string): Promise<TokenSummary[]> {
  const db = await database();
  const rows = await db.all<TokenRow>(
    "SELECT id, label, created_at, last_used_at, revoked_at FROM api_tokens WHERE username = $1 ORDER BY created_at DESC", [username],
  );
  return rows.map((row) => ({ id: row.id, label: row.label, createdAt: iso(row.created_at)!, lastUsedAt: iso(row.last_used_at), revokedAt: iso(row.revoked_at) }));
}

/** Revokes one of the user's own tokens; answers false when the user has no such live token. */
export async function revokeToken(username: string, id: string): Promise<boolean> {
  const db = await database();
  const changed = await db.run(
    "UPDATE api_tokens SET revoked_at = $1 WHERE id = $2 AND username = $3 AND revoked_at IS NULL", [Date.now(), id, username],
  );
  return changed > 0;
}

export async function tokenUser(token: string): Promise<User | null> {
  if (!token.startsWith(`${TOKEN_PREFIX}_`)) return null;
  const db = await database();
  const [row] = await db.all<{ id: string; username: string; name: string; role: User["role"]; origin: User["origin"] }>(
    "SELECT id, username, name, role, origin FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL", [hashSecret(token)],
  );
  if (!row) return null;
  await db.run("UPDATE api_tokens SET last_used_at = $1 WHERE id = $2", [Date.now(), row.id]);
  return { username: row.username, name: row.name, role: row.role, origin: row.origin };
}
