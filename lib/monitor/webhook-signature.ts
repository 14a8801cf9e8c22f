// Standard Webhooks (https://www.standardwebhooks.com/): a delivery carries `webhook-id` (the same on every retry, so a
// receiver drops a repeat by it), `webhook-timestamp` (Unix seconds, inside the signed text so a captured call cannot
// be replayed later) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the key being the
// base64 after `whsec_` in the list's secret. While a rotated secret still signs, both signatures are sent, separated
// by a space as the specification allows, so a receiver holding either verifies.
import { createHmac, randomBytes } from "node:crypto";

export const SECRET_PREFIX = "whsec_";
/** How long a rotated secret still signs beside its successor, so receivers can be updated without losing a call. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/** A fresh secret: 32 random bytes, in the form Standard Webhooks libraries take. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
}

/** One `v1,<signature>` for the message. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export interface SigningSecrets {
  current: string;
  /** The secret before the last rotation, and until when it still signs. */
  previous?: { secret: string; until: number } | null;
}

/** The three headers of one attempt at a delivery. */
export function webhookHeaders(secrets: SigningSecrets, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  const signatures = [signature(secrets.current, id, timestamp, body)];
  if (secrets.previous && secrets.previous.until > now) signatures.push(signature(secrets.previous.secret, id, timestamp, body));
  return { "webhook-id": id, "webhook-timestamp": String(timestamp), "webhook-signature": signatures.join(" ") };
}
