import "server-only";
// Session ids and API tokens: 256 random bits handed to the client once; only their SHA-256 is stored, so a copy of
// the database lets no one sign in. (A fast hash suffices: the secrets are random, not guessable passwords.)
import { createHash, randomBytes } from "node:crypto";

export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
