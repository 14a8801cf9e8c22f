import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { deliverAlerts } from "./delivery";
import { listDeliveries } from "./webhook";
import { attemptDueWebhooks, pendingWebhooks } from "./webhook-queue";
import { createWatchlist, setDelivery } from "./watchlist-store";

// Read once, on the first call of the monitor's configuration: a receiver on this machine, two attempts, short waits.
process.env.WATCH_WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
process.env.WATCH_WEBHOOK_ATTEMPTS = "2";
process.env.WATCH_WEBHOOK_BACKOFF_MS = "10";

describe("the webhook queue", () => {
  const db = useTestDatabase();
  const answers: number[] = [];
  const received: string[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => { body += chunk.toString(); });
      request.on("end", () => {
        received.push(body);
        response.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps a batch that failed for a later attempt, logs every attempt, and stops once it is delivered", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Hooked", shared: false, intervalHours: 24 });
    await setDelivery(list.id, { webhookUrl: url, webhookSecret: "secret", digestTo: null });
    answers.push(503);
    const alert = { id: "a".repeat(22), companyNumber: "00000001", watchlistId: list.id, kind: "status" as const, severity: "red" as const, title: "Status changed",
      detail: "Dissolved", evidence: "/companies/00000001", detectedAt: new Date(0).toISOString() };
    await deliverAlerts([alert]);
    // The retry comes 10 ms after the first attempt, by the queue's own timer.
    await expect.poll(async () => (await listDeliveries(list.id)).length, { timeout: 5000 }).toBe(2);
    expect((await listDeliveries(list.id)).map((delivery) => [delivery.attempt, delivery.status, delivery.outcome]))
      .toEqual([[2, 200, "delivered"], [1, 503, "answered 503"]]);
    expect(await pendingWebhooks(list.id)).toEqual([]);
    expect(await attemptDueWebhooks()).toBe(0);
    // A batch waiting out its backoff is listed, and not attempted before its time.
    const later = Date.now() + 3_600_000;
    await db().query.insertInto("watch_webhook_queue").values({
      watchlist_id: list.id, body: "{}", alerts: 3, attempts: 1, next_attempt_at: later, state: "pending", locked_until: null, created_at: 0,
      last_outcome: "answered 500",
    }).execute();
    expect(await pendingWebhooks(list.id)).toEqual([{ alerts: 3, attempts: 1, nextAttemptAt: new Date(later).toISOString(), lastOutcome: "answered 500" }]);
    expect(await attemptDueWebhooks()).toBe(0);
    expect(JSON.parse(received[0]!)).toEqual({ watchlistId: list.id, alerts: [alert] });
  });
});
