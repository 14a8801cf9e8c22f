import "server-only";
// Personal API tokens: each user creates and revokes their own, for scripts that call the BFF with
// `Authorization: Bearer`. The token is shown once; the database keeps its hash. The upstream key is never handed out.
// A token lasts TOKEN_DAYS; past that it is refused exactly as a revoked one is.
import { randomUUID } from "node:crypto";
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import { cachedUser, forgetUser, rememberUser } from "./principal-cache";
import { hashSecret, newSecret } from "./secrets";
import type { User } from "./user";

export const TOKEN_PREFIX = "ddt";

export interface TokenSummary {
  id: string;
  label: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

type Time = string | number;

interface TokenRow { id: string; label: string; created_at: Time; expires_at: Time; last_used_at: Time | null; revoked_at: Time | null }

// Scripts call in bursts: last use is kept to the minute, so a burst writes once rather than on every request.
const LAST_USED_PRECISION_MS = 60_000;

const iso = (ms: Time) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: Time | null) => (ms === null ? null : iso(ms));

export async function createToken(user: User, label: string): Promise<{ token: string; summary: TokenSummary }> {
  const db = await database();
  const token = newSecret(TOKEN_PREFIX);
  const id = randomUUID();
  const now = Date.now();
  const expiresAt = now + accessConfig().tokenMs;
  await db.run(
    "INSERT INTO api_tokens (id, token_hash, username, name, role, origin, label, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    [id, hashSecret(token), user.username, user.name, user.role, user.origin, label, now, expiresAt],
  );
  return { token, summary: { id, label, createdAt: iso(now), expiresAt: iso(expiresAt), lastUsedAt: null, revokedAt: null } };
}

export async function listTokens(username: string): Promise<TokenSummary[]> {
  const db = await database();
  const rows = await db.all<TokenRow>(
    "SELECT id, label, created_at, expires_at, last_used_at, revoked_at FROM api_tokens WHERE username = $1 ORDER BY created_at DESC",
    [username],
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    revokedAt: isoOrNull(row.revoked_at),
  }));
}

/** Revokes one of the user's own tokens; answers false when the user has no such live token. */
export async function revokeToken(username: string, id: string): Promise<boolean> {
  const db = await database();
  const changed = await db.run(
    "UPDATE api_tokens SET revoked_at = $1 WHERE id = $2 AND username = $3 AND revoked_at IS NULL", [Date.now(), id, username],
  );
  if (changed > 0) await forgetUser(username);
  return changed > 0;
}

export async function tokenUser(token: string): Promise<User | null> {
  if (!token.startsWith(`${TOKEN_PREFIX}_`)) return null;
  const hash = hashSecret(token);
  // Within the cache's few seconds, last use is not written: it is kept to the minute anyway.
  const cached = cachedUser(hash);
  if (cached) return cached;
  const db = await database();
  const now = Date.now();
  // A row without an expiry (none should remain after the migration) fails the comparison and is refused.
  const [row] = await db.all<{ id: string; username: string; name: string; role: User["role"]; origin: User["origin"]; last_used_at: Time | null; expires_at: Time }>(
    "SELECT id, username, name, role, origin, last_used_at, expires_at FROM api_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2",
    [hash, now],
  );
  if (!row) return null;
  const stale = now - LAST_USED_PRECISION_MS;
  // The guard in the statement keeps concurrent requests of one burst from all writing.
  if (row.last_used_at === null || Number(row.last_used_at) < stale) {
    await db.run("UPDATE api_tokens SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $3)", [now, row.id, stale]);
  }
  const user: User = { username: row.username, name: row.name, role: row.role, origin: row.origin };
  rememberUser(hash, user, Number(row.expires_at));
  return user;
}
