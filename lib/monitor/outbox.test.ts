// The outbox on SQLite: alerts and their delivery jobs commit together (or neither does); red alerts go at once and
// the rest wait for the daily digest, which takes them out once and sends one webhook call and one e-mail; a delivery
// is a signed Standard Webhooks call whose id every retry reuses, and each attempt is logged.
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import type { Job } from "../jobs/job-queue";
import { SqliteQueue } from "../jobs/sqlite-queue";
import { recordChanges } from "./alert-store";
import { deliverEmail, deliverWebhook } from "./delivery-workers";
import type { Change } from "./diff";
import { type DeliveryJob, deliveryQueues, nextDigestAt, sealDigest } from "./outbox";
import { createWatchlist, setDelivery } from "./watchlist-store";
import { listDeliveries } from "./webhook";

// Read once, on the first call of the monitor's configuration: a receiver on this machine, two attempts, no SMTP.
process.env.WATCH_WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
process.env.WATCH_WEBHOOK_ATTEMPTS = "2";
process.env.WATCH_DIGEST_HOUR_UTC = "7";
delete process.env.SMTP_URL;

const LIQUIDATION: Change = { kind: "status", key: "status:Active>Liquidation", title: "Status changed", detail: "Active to Liquidation" };
const RENAMED: Change = { kind: "name", key: "name:A>B", title: "Name changed", detail: "A to B" };
const MOVED: Change = { kind: "address", key: "address:x>y", title: "Address changed", detail: "x to y" };
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the delivery outbox", () => {
  const db = useTestDatabase();
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const answers: number[] = [];
  let server: Server;
  let url = "";

  beforeAll(async () => {
    // The process's job queue over this test's database (lib/jobs/job-queue-for.ts keeps it on globalThis).
    (globalThis as Record<symbol, unknown>)[Symbol.for("dashboard.jobQueue")] = Promise.resolve(new SqliteQueue(db().query));
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => { body += chunk.toString(); });
      request.on("end", () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answers.shift() ?? 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const jobs = async (listId: string) => (await db().query.selectFrom("jobs").select(["id", "name", "data", "start_after", "state"]).orderBy("created_at").execute())
    .map((row) => ({ ...row, data: JSON.parse(row.data) as DeliveryJob }))
    .filter((row) => row.data.watchlistId === listId);
  const held = async (listId: string) => (await db().query.selectFrom("watch_digest_pending").select("alert_id").where("watchlist_id", "=", listId)
    .orderBy("alert_id").execute()).map((row) => row.alert_id);
  const asJob = (row: { id: string; data: DeliveryJob }, retryCount = 0): Job<DeliveryJob> => ({ id: row.id, data: row.data, retryCount });

  it("sends red alerts at once and holds the rest for one digest at the configured hour", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Red now", shared: false, intervalHours: 24 });
    await setDelivery(list.id, { webhookUrl: url, digestTo: "risk@example.com" });
    const [red, amber] = await recordChanges(list.id, "00000001", [LIQUIDATION, RENAMED], NOW);
    const queued = await jobs(list.id);
    expect(queued.map((row) => [row.name, row.data.alertIds, row.data.digest])).toEqual([
      ["watch-webhook", [red!.id], false], ["watch-email", [red!.id], false], ["watch-digest", undefined, undefined],
    ]);
    // Each delivery has its own id, for the receiver to drop repeats by.
    expect(queued[0]!.data.deliveryId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(queued[0]!.data.deliveryId).not.toBe(queued[1]!.data.deliveryId);
    expect(queued[2]!.start_after).toBe(Date.UTC(2026, 10, 29, 7, 0, 0));
    expect(await held(list.id)).toEqual([amber!.id]);

    // A later amber alert joins the same digest: no second digest job waits.
    const [third] = await recordChanges(list.id, "00000002", [MOVED], NOW + 1000);
    expect((await jobs(list.id)).filter((row) => row.name === "watch-digest")).toHaveLength(1);
    expect(await held(list.id)).toEqual([amber!.id, third!.id].sort());

    // The digest takes them out once, as one webhook call and one e-mail listing both; sealed again, it sends nothing.
    const queue = await deliveryQueues();
    expect(await sealDigest(queue, list.id, NOW + 2000)).toBe(2);
    expect(await held(list.id)).toEqual([]);
    const digest = (await jobs(list.id)).filter((row) => row.data.digest === true);
    expect(digest.map((row) => [row.name, row.data.alertIds])).toEqual([
      ["watch-webhook", [amber!.id, third!.id]], ["watch-email", [amber!.id, third!.id]],
    ]);
    expect(await sealDigest(queue, list.id, NOW + 3000)).toBe(0);
    expect((await jobs(list.id)).filter((row) => row.data.digest === true)).toHaveLength(2);
  });

  it("sends every alert at once in the all-now mode, and writes nothing when the alerts' transaction fails", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "All now", shared: false, intervalHours: 24 });
    await setDelivery(list.id, { webhookUrl: url, digestTo: null, deliveryMode: "all-now" });
    const created = await recordChanges(list.id, "00000003", [LIQUIDATION, RENAMED], NOW);
    expect((await jobs(list.id)).map((row) => [row.name, row.data.alertIds])).toEqual([["watch-webhook", created.map((alert) => alert.id)]]);
    expect(await held(list.id)).toEqual([]);

    await expect(recordChanges(list.id, "00000004", [MOVED], NOW, async () => {
      throw new Error("the snapshot could not be written");
    })).rejects.toThrow();
    expect(await jobs(list.id)).toHaveLength(1);
    expect(await db().query.selectFrom("watch_alerts").select("id").where("company", "=", "00000004").execute()).toEqual([]);
  });

  it("writes no job for a list that sends nothing beyond the inbox", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Inbox only", shared: false, intervalHours: 24 });
    await recordChanges(list.id, "00000005", [LIQUIDATION], NOW);
    expect(await jobs(list.id)).toEqual([]);
  });

  it("posts a delivery signed with the list's secret, under the same webhook-id on a retry, logging each attempt", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Signed", shared: false, intervalHours: 24 });
    const secret = (await setDelivery(list.id, { webhookUrl: url, digestTo: null }))!;
    const [alert] = await recordChanges(list.id, "00000006", [LIQUIDATION], NOW);
    const [row] = await jobs(list.id);
    received.length = 0;
    answers.push(503);
    await expect(deliverWebhook(asJob(row!))).rejects.toThrow("answered 503");
    await deliverWebhook(asJob(row!, 1));
    expect(received).toHaveLength(2);
    for (const { headers, body } of received) {
      expect(headers["webhook-id"]).toBe(row!.data.deliveryId);
      // Verified as the specification says, by hand: HMAC-SHA256 of "id.timestamp.body" under the key after whsec_.
      const key = Buffer.from(secret.slice("whsec_".length), "base64");
      const expected = createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64");
      expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
      expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
      expect(JSON.parse(body)).toEqual({
        type: "watchlist.alerts", timestamp: new Date(NOW).toISOString(),
        data: { deliveryId: row!.data.deliveryId, watchlistId: list.id, watchlistName: "Signed", alerts: [expect.objectContaining({ id: alert!.id, severity: "red", kind: "status" })] },
      });
    }
    expect(received[0]!.body).toBe(received[1]!.body);
    expect((await listDeliveries(list.id)).map((entry) => [entry.attempt, entry.outcome]).reverse()).toEqual([[1, "answered 503"], [2, "delivered"]]);
  });

  it("logs an e-mail as not sent when no SMTP server is configured, rather than retrying it", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Mailed", shared: false, intervalHours: 24 });
    await setDelivery(list.id, { webhookUrl: null, digestTo: "risk@example.com" });
    await recordChanges(list.id, "00000007", [LIQUIDATION], NOW);
    const [row] = await jobs(list.id);
    expect(row!.name).toBe("watch-email");
    await deliverEmail(asJob(row!));
    expect(await listDeliveries(list.id)).toEqual([expect.objectContaining({
      channel: "email", target: "risk@example.com", alerts: 1, attempt: 1, outcome: "not sent: no SMTP server is configured (SMTP_URL)",
    })]);
  });

  it("puts the digest at the configured hour: today's if still ahead, otherwise tomorrow's", () => {
    expect(nextDigestAt(Date.UTC(2026, 0, 5, 6, 59), 7).toISOString()).toBe("2026-01-05T07:00:00.000Z");
    expect(nextDigestAt(Date.UTC(2026, 0, 5, 7, 0), 7).toISOString()).toBe("2026-01-06T07:00:00.000Z");
    expect(nextDigestAt(Date.UTC(2026, 0, 31, 23, 30), 0).toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});
