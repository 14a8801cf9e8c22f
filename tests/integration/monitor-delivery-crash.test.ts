// Done-when of issue 35, mid-delivery: a server killed (SIGKILL) while its webhook calls are in flight (the receiver
// holds them open) loses none. The alerts and their delivery jobs were written in one transaction (the outbox), so
// the server restarted on the same store takes the killed one for dead (its heartbeat stopped), retries the jobs it
// held, and every alert id reaches the receiver at least once, each delivery under the webhook-id its first attempt
// carried, signed as Standard Webhooks describes. SQLite always; PostgreSQL (pg-boss) when DATABASE_URL is set.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "../../lib/monitor/alert-store";
import type { Server } from "../../scripts/lib/processes";
import { startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";
import { until as untilTries } from "./until";

const until = (what: string, done: () => boolean | Promise<boolean>, tries = 600) => untilTries(what, done, tries);

const databaseUrl = inject("databaseUrl");

interface Received { id: string; signature: string; timestamp: string; body: string; answered: boolean }

function crashMidDelivery(engine: "SQLite" | "PostgreSQL", companies: string[]) {
  describe.skipIf(engine === "PostgreSQL" && !databaseUrl)(`a server killed mid-delivery (${engine})`, () => {
    let upstream: ChangingUpstream;
    let store: string;
    let bff: Server;
    let cookie = "";
    let profile: UpstreamProfile;
    let receiver: http.Server;
    let receiverUrl = "";
    let holding = true;
    const held: http.ServerResponse[] = [];
    const received: Received[] = [];
    let admin: pg.Pool | undefined;
    let ownDatabase: string | undefined;
    const database = `delivery_crash_${Date.now().toString(36)}`;

    const env = {
      WATCH_SCHEDULER: "on", WATCH_TICK_SECONDS: "1", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0",
      CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
      WATCH_WEBHOOK_ATTEMPTS: "5", WATCH_WEBHOOK_BACKOFF_MS: "1000", WATCH_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      // Taken for dead after 3 s without a heartbeat (10 s by default), so the retries start soon after the restart.
      JOBS_SERVER_DEAD_SECONDS: "3",
    };
    const start = () => startMonitorServer(env, { upstream: upstream.url, store, log: `delivery-crash-${engine}`, databaseUrl: ownDatabase });

    beforeAll(async () => {
      if (engine === "PostgreSQL") {
        admin = new pg.Pool({ connectionString: databaseUrl });
        await admin.query(`CREATE DATABASE ${database}`);
        const url = new URL(databaseUrl);
        url.pathname = `/${database}`;
        ownDatabase = url.toString();
      }
      upstream = await startChangingUpstream(inject("apiKey"));
      const answer = await fetch(`${inject("sandboxUrl")}/companies/09990002`, { headers: { "x-api-key": inject("apiKey") } });
      profile = { ...((await answer.json()) as UpstreamProfile), companyStatus: "Active", accountsDueDate: "2099-01-01" };
      for (const crn of companies) upstream.set(crn, { ...profile, companyNumber: crn });
      receiver = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const entry: Received = {
            id: String(request.headers["webhook-id"]), signature: String(request.headers["webhook-signature"]),
            timestamp: String(request.headers["webhook-timestamp"]), body: Buffer.concat(chunks).toString("utf8"), answered: !holding,
          };
          received.push(entry);
          // Held: the call stays open until the server that made it is killed.
          if (holding) held.push(response);
          else response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      store = await monitorStore(`delivery-crash-${engine.toLowerCase()}`);
      bff = await start();
      cookie = (await signIn(bff.url, "alice")).cookie!;
    }, 180_000);

    afterAll(async () => {
      await bff?.stop();
      await upstream?.close();
      for (const response of held) response.destroy();
      await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
      await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin?.end();
    });

    const post = (route: string, body: unknown) => call(bff.url, route, {
      method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: bff.url },
    });
    const portfolio = async (id: string) => (await (await call(bff.url, `/api/watchlists/${id}`, { cookie })).json()) as {
      companies: Array<{ lastCheckedAt: string | null }>;
    };
    const alerts = async (id: string) => ((await (await call(bff.url, `/api/alerts?watchlist=${id}`, { cookie })).json()) as { items: Alert[] }).items;
    const idsIn = (entry: Received) => (JSON.parse(entry.body) as { data: { alerts: Array<{ id: string }> } }).data.alerts.map((alert) => alert.id);

    it("delivers every alert at least once after a restart, each delivery under its first webhook-id", async () => {
      const { id } = (await (await post("/api/watchlists", { name: `Delivery crash ${engine}`, intervalHours: 24 })).json()) as { id: string };
      expect((await post(`/api/watchlists/${id}/companies`, { companyNumbers: companies })).status).toBe(200);
      await until("the baselines", async () => (await portfolio(id)).companies.every((row) => row.lastCheckedAt !== null));
      const set = await post(`/api/watchlists/${id}/delivery`, { webhookUrl: receiverUrl, digestTo: null, deliveryMode: "all-now" });
      const { webhookSecret } = (await set.json()) as { webhookSecret: string };

      // Every company renamed: one alert each, each with its delivery job; the receiver holds every call open.
      for (const crn of companies) upstream.set(crn, { ...profile, companyNumber: crn, businessName: `DELIVERED ${crn} LTD` });
      expect(((await (await post(`/api/watchlists/${id}/check`, {})).json()) as { started: boolean }).started).toBe(true);
      await until("every alert stored", async () => (await alerts(id)).length === companies.length);
      await until("a delivery in flight", () => held.length > 0);
      const inFlight = received.map((entry) => entry.id);
      bff.child.kill("SIGKILL");
      await new Promise((resolve) => bff.child.once("exit", resolve));
      for (const response of held.splice(0)) response.destroy();
      holding = false;
      // Nothing was answered before the kill: whatever reaches the receiver from here on came from the restart.
      expect(received.filter((entry) => entry.answered)).toEqual([]);

      bff = await start();
      cookie = (await signIn(bff.url, "alice")).cookie!;
      const stored = (await alerts(id)).map((alert) => alert.id).sort();
      const delivered = () => new Set(received.filter((entry) => entry.answered).flatMap(idsIn));
      // The killed server is taken for dead when its heartbeat has stopped for 3 s; its jobs are then retried.
      await until("every alert delivered", () => stored.every((alertId) => delivered().has(alertId)), 900);
      expect([...delivered()].sort()).toEqual(stored);
      // A call cut off by the kill is made again under the same webhook-id, so a receiver that did see it drops the repeat.
      for (const cut of inFlight) expect(received.some((entry) => entry.answered && entry.id === cut)).toBe(true);
      const key = Buffer.from(webhookSecret.slice("whsec_".length), "base64");
      for (const entry of received) {
        expect(entry.signature).toBe(`v1,${createHmac("sha256", key).update(`${entry.id}.${entry.timestamp}.${entry.body}`).digest("base64")}`);
      }
    }, 240_000);
  });
}

crashMidDelivery("SQLite", ["09997001", "09997002", "09997003"]);
crashMidDelivery("PostgreSQL", ["09997011", "09997012", "09997013"]);
