import "server-only";
// Personal API tokens: each user creates and revokes their own, for scripts that call the BFF with
// `Authorization: Bearer`. The token is shown once; the database keeps its hash. The upstream key is never handed out.
// A token lasts TOKEN_DAYS; past that it is refused exactly as a revoked one is.
import { randomUUID } from "node:crypto";
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import { cachedUser, forgetUser, rememberUser } from "./principal-cache";
import { hashSecret, newSecret } from "./secrets";
import type { TokenSummary } from "./token-answers";
import type { TokenScope } from "./token-scope";
import type { User } from "./user";

export const TOKEN_PREFIX = "ddt";

// What a token's owner sees of it: the schema the token routes answer with (./token-answers.ts).
export type { TokenSummary };

/** A token's user and what the token may do. */
export type TokenHolder = User & { scope: TokenScope };

// Scripts call in bursts: last use is kept to the minute, so a burst writes once rather than on every request.
const LAST_USED_PRECISION_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** `scope`: read-write unless asked, as every token was before scopes (the token screen asks). */
export async function createToken(user: User, label: string, scope: TokenScope = "read-write"): Promise<{ token: string; summary: TokenSummary }> {
  const db = await database();
  const token = newSecret(TOKEN_PREFIX);
  const id = randomUUID();
  const now = Date.now();
  const expiresAt = now + accessConfig().tokenMs;
  await db.query.insertInto("api_tokens").values({
    id, token_hash: hashSecret(token), username: user.username, name: user.name, role: user.role, origin: user.origin, label,
    created_at: now, expires_at: expiresAt, scope,
  }).execute();
  return { token, summary: { id, label, createdAt: iso(now), expiresAt: iso(expiresAt), lastUsedAt: null, revokedAt: null, scope } };
}

export async function listTokens(username: string): Promise<TokenSummary[]> {
  const db = await database();
  const rows = await db.query.selectFrom("api_tokens").select(["id", "label", "created_at", "expires_at", "last_used_at", "revoked_at", "scope"])
    .where("username", "=", username).orderBy("created_at", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: iso(row.created_at),
    // Every row has an expiry since migration 001.
    expiresAt: iso(row.expires_at ?? 0),
    lastUsedAt: isoOrNull(row.last_used_at),
    revokedAt: isoOrNull(row.revoked_at),
    scope: row.scope,
  }));
}

/** Revokes one of the user's own tokens; answers false when the user has no such live token. */
export async function revokeToken(username: string, id: string): Promise<boolean> {
  const db = await database();
  const { numUpdatedRows } = await db.query.updateTable("api_tokens").set({ revoked_at: Date.now() })
    .where("id", "=", id).where("username", "=", username).where("revoked_at", "is", null).executeTakeFirst();
  const changed = Number(numUpdatedRows);
  if (changed > 0) await forgetUser(username);
  return changed > 0;
}

export async function tokenUser(token: string): Promise<TokenHolder | null> {
  if (!token.startsWith(`${TOKEN_PREFIX}_`)) return null;
  const hash = hashSecret(token);
  // Within the cache's few seconds, last use is not written: it is kept to the minute anyway.
  // Only tokens are remembered under a token's hash, each with its scope.
  const cached = cachedUser(hash) as TokenHolder | undefined;
  if (cached) return cached;
  const db = await database();
  const now = Date.now();
  // A row without an expiry (none should remain after migration 001) fails the comparison and is refused.
  const row = await db.query.selectFrom("api_tokens").select(["id", "username", "name", "role", "origin", "last_used_at", "expires_at", "scope"])
    .where("token_hash", "=", hash).where("revoked_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
  if (!row) return null;
  const stale = now - LAST_USED_PRECISION_MS;
  // The guard in the statement keeps concurrent requests of one burst from all writing.
  if (row.last_used_at === null || row.last_used_at < stale) {
    await db.query.updateTable("api_tokens").set({ last_used_at: now }).where("id", "=", row.id)
      .where((where) => where.or([where("last_used_at", "is", null), where("last_used_at", "<", stale)])).execute();
  }
  const user: TokenHolder = { username: row.username, name: row.name, role: row.role, origin: row.origin, scope: row.scope };
  rememberUser(hash, user, row.expires_at ?? now);
  return user;
}
