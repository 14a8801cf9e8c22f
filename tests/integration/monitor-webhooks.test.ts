// Webhook retries are jobs in the database (the outbox on the one job queue): a delivery whose first attempt failed is
// still owed after its server stops, and the server started next on the same store makes the next attempt when its
// backoff ends (the list's page logs each attempt), every attempt under the same webhook-id and naming the alert by
// the public id the inbox shows. Embedded SQLite here; pg-boss gives the same semantics on PostgreSQL.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const COMPANY = "09990010";
const BACKOFF_MS = 10_000;

describe("webhook retries across a restart", () => {
  let upstream: ChangingUpstream;
  let receiver: http.Server;
  let receiverUrl = "";
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string; status: number }> = [];
  let failures = 0;
  let store = "";
  let server: Server | undefined;

  const start = (scheduler: "on" | "off"): Promise<Server> => startMonitorServer({
    WATCH_SCHEDULER: scheduler, WATCH_TICK_SECONDS: "1", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0",
    WATCH_WEBHOOK_ATTEMPTS: "4", WATCH_WEBHOOK_BACKOFF_MS: String(BACKOFF_MS), WATCH_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
  }, { upstream: upstream.url, store, log: `monitor-webhooks-${scheduler}` });

  beforeAll(async () => {
    upstream = await startChangingUpstream(inject("apiKey"));
    const answer = await fetch(`${inject("sandboxUrl")}/companies/${COMPANY}`, { headers: { "x-api-key": inject("apiKey") } });
    upstream.set(COMPANY, await answer.json());
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const status = failures-- > 0 ? 503 : 204;
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), status });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks?token=secret-in-url`;
    store = await monitorStore("monitor-webhooks");
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  type Page = {
    lastRunAt: string | null;
    deliveries: Array<{ channel: string; attempt: number; outcome: string; target: string }>;
  };

  it("keeps a failed delivery owed through a restart, and the next server delivers it after the backoff", async () => {
    server = await start("off");
    let { cookie } = await signIn(server.url, "alice");
    const send = (route: string, body: unknown) => call(server!.url, route, {
      method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: server!.url },
    });
    const page = async () => (await (await call(server!.url, `/api/watchlists/${list.id}`, { cookie })).json()) as Page;
    const list = (await (await send("/api/watchlists", { name: "Webhook restart" })).json()) as { id: string };
    await send(`/api/watchlists/${list.id}/companies`, { companyNumbers: [COMPANY] });
    const { webhookSecret, smtpConfigured, notice } = (await (await send(`/api/watchlists/${list.id}/delivery`, { webhookUrl: receiverUrl, digestTo: null, deliveryMode: "all-now" })).json()) as {
      webhookSecret: string; smtpConfigured: boolean; notice: string;
    };
    // This server has no SMTP_URL: the settings say so plainly, on the page's answer too.
    expect(smtpConfigured).toBe(false);
    expect(notice).toMatch(/^No SMTP server is configured/);
    expect(await (await call(server.url, `/api/watchlists/${list.id}`, { cookie })).json()).toMatchObject({ smtpConfigured: false, notice, deliveryMode: "all-now", webhookSecretSet: true });
    const checked = async () => {
      const before = (await page()).lastRunAt;
      expect((await send(`/api/watchlists/${list.id}/check`, {})).status).toBe(202);
      for (let i = 0; i < 200 && (await page()).lastRunAt === before; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await checked();
    const answer = await fetch(`${inject("sandboxUrl")}/companies/${COMPANY}`, { headers: { "x-api-key": inject("apiKey") } });
    upstream.set(COMPANY, { ...(await answer.json()), businessName: "RESTARTED HOOKS LTD" });
    failures = 1;
    await checked();
    for (let i = 0; i < 100 && received.length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((entry) => entry.status)).toEqual([503]);
    for (let i = 0; i < 100 && !(await page()).deliveries.length; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await page()).deliveries.map((entry) => [entry.attempt, entry.outcome])).toEqual([[1, "answered 503"]]);
    await server.stop();
    expect(received).toHaveLength(1);

    // A new server on the same store, its scheduler ticking every second: the owed attempt comes once its time has.
    server = await start("on");
    ({ cookie } = await signIn(server.url, "alice"));
    for (let i = 0; i < 400 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((entry) => entry.status)).toEqual([503, 204]);
    const last = received[1]!;
    // Standard Webhooks, checked by hand: HMAC-SHA256 of "id.timestamp.body" under the key after whsec_.
    const key = Buffer.from(webhookSecret.slice("whsec_".length), "base64");
    const signed = `${last.headers["webhook-id"]}.${last.headers["webhook-timestamp"]}.${last.body}`;
    expect(last.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key).update(signed).digest("base64")}`);
    expect(received[0]!.headers["webhook-id"]).toBe(last.headers["webhook-id"]);
    expect(JSON.parse(last.body)).toMatchObject({ type: "watchlist.alerts", data: { watchlistId: list.id, alerts: [expect.objectContaining({ kind: "name" })] } });
    // The payload names the alert by its public id, the inbox's, the same in every attempt: a receiver drops a
    // repeat by it. No integer from the table's sequence is sent.
    const inbox = (await (await call(server.url, `/api/alerts?watchlist=${list.id}`, { cookie })).json()) as { items: Array<{ id: string }> };
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const attempt of received) expect(JSON.parse(attempt.body).data.alerts.map((alert: { id: unknown }) => alert.id)).toEqual([inbox.items[0]!.id]);
    expect(last.body).not.toMatch(/"id":\s*\d/);
    const after = await page();
    expect(after.deliveries.filter((entry) => entry.channel === "webhook").map((entry) => [entry.attempt, entry.outcome]).reverse())
      .toEqual([[1, "answered 503"], [2, "delivered"]]);
    expect(after.deliveries.every((entry) => !entry.target.includes("secret-in-url"))).toBe(true);
    // Nothing is attempted again once delivered.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(received).toHaveLength(2);
  }, 120_000);
});
