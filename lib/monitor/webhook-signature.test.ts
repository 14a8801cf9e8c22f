// The signing checked against the Standard Webhooks specification independently of the code: the published example
// (Svix's documentation of the scheme) and a verifier written here from the specification's text.
import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, ROTATION_OVERLAP_MS, signature, webhookHeaders } from "./webhook-signature";

/** A receiver's check as the specification describes it: any `v1,` signature in the header matching HMAC-SHA256 of "id.timestamp.body". */
function verifies(secret: string, headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = Buffer.from(createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64"));
  return headers["webhook-signature"]!.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    const given = Buffer.from(value ?? "");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe("Standard Webhooks signatures", () => {
  it("matches the specification's published example", () => {
    expect(signature("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, '{"test": 2432232314}'))
      .toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("sends the id, the timestamp in seconds and a signature a receiver verifies with the secret", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: "watchlist.alerts", data: { alerts: [{ id: "a1" }] } });
    const headers = webhookHeaders({ current: secret }, "msg_1", body, 1_700_000_000_123);
    expect(headers["webhook-id"]).toBe("msg_1");
    expect(headers["webhook-timestamp"]).toBe("1700000000");
    expect(verifies(secret, headers, body)).toBe(true);
    expect(verifies(secret, headers, `${body} `)).toBe(false);
    expect(verifies(newWebhookSecret(), headers, body)).toBe(false);
  });

  it("signs with the rotated secret too while its overlap lasts, then with the new one alone", () => {
    const [old, fresh] = [newWebhookSecret(), newWebhookSecret()];
    const rotatedAt = 1_700_000_000_000;
    const secrets = { current: fresh, previous: { secret: old, until: rotatedAt + ROTATION_OVERLAP_MS } };
    const during = webhookHeaders(secrets, "msg_2", "{}", rotatedAt + 60_000);
    expect(during["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(verifies(old, during, "{}") && verifies(fresh, during, "{}")).toBe(true);
    const after = webhookHeaders(secrets, "msg_2", "{}", rotatedAt + ROTATION_OVERLAP_MS + 1);
    expect(verifies(old, after, "{}")).toBe(false);
    expect(verifies(fresh, after, "{}")).toBe(true);
  });
});
