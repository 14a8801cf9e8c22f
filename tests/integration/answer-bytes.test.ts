// A lookup answered from bytes already read (a cache hit, or the upstream sending the same record again) is sent as
// the bytes the first answer was, with no parse or validation; that fast path must still be audited and rate
// limited, and a changed record must never be answered with the bytes kept for the old one. One BFF of its own (local
// mode, a 5 s cache, five lookups a minute) in front of an upstream the test changes, its audit trail and log read
// directly.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort, startServer, type Server } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";
import { startChangingUpstream, type ChangingUpstream } from "./changing-upstream";

const root = path.resolve(import.meta.dirname, "../..");
const COMPANY = "09996500";
const PER_MINUTE = 5;
/**
 * Long enough that a hit asked straight after its miss is still fresh on a loaded two-core machine (one second was
 * not, once: the miss's own answer took that long to go out), short enough to wait out twice.
 */
const TTL_SECONDS = 5;

describe("answers made once and sent as kept", () => {
  let upstream: ChangingUpstream;
  let server: Server;
  let databaseFile: string;
  let logFile: string;
  let profile: Record<string, unknown>;

  beforeAll(async () => {
    upstream = await startChangingUpstream(inject("apiKey"));
    const answer = await fetch(`${inject("sandboxUrl")}/companies/09990001`, { headers: { "x-api-key": inject("apiKey") } });
    profile = { ...((await answer.json()) as Record<string, unknown>), companyRegistrationNumber: COMPANY };
    upstream.set(COMPANY, profile);
    const tmp = mkdtempSync(path.join(os.tmpdir(), "dashboard-answer-bytes-"));
    databaseFile = path.join(tmp, "answer-bytes.sqlite");
    logFile = path.join(root, "test-results", "integration-logs", "bff-answer-bytes.log");
    writeFileSync(logFile, "");
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    for (const name of ["USERS_FILE", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "HOST", "HOSTNAME", "DATABASE_URL", "REDIS_URL"]) {
      Reflect.deleteProperty(env, name);
    }
    const port = await freePort();
    server = await startServer(...serverCommand(root, ["-p", String(port), "-H", "127.0.0.1"]), {
      cwd: root,
      env: {
        ...env, COMPANY_API_BASE_URL: upstream.url, COMPANY_API_KEY: inject("apiKey"), DATABASE_FILE: databaseFile,
        CACHE_TTL_SECONDS: String(TTL_SECONDS), CACHE_STALE_SECONDS: "60", RATE_LIMIT_USER_PER_MINUTE: String(PER_MINUTE),
        RATE_LIMIT_IP_PER_MINUTE: "1000", LOG_LEVEL: "info", WATCH_SCHEDULER: "off",
        // A slow machine must not turn the upstream's second answer into a stale one: the test is about its bytes.
        UPSTREAM_STALE_WAIT_MS: "20000",
      },
      readyUrl: `http://127.0.0.1:${port}/api/health`,
      logFile,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
  });

  const lookup = async () => {
    const answer = await fetch(`${server.url}/api/companies/${COMPANY}`);
    return { status: answer.status, requestId: answer.headers.get("x-request-id")!, bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  /** The cache status the BFF logged for a request (the browser is never told); log lines go out within 100 ms. */
  const cacheOf = async (requestId: string, file = logFile) => {
    for (let waited = 0; waited < 3_000; waited += 50) {
      const entry = readFileSync(file, "utf8").split("\n").filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; cache?: string })
        .find((line) => line.msg === "lookup" && line.requestId === requestId);
      if (entry) return entry.cache;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  };
  const audited = (requestIds: string[]) => {
    const db = new Database(databaseFile, { readonly: true });
    try {
      const rows = db.prepare(`SELECT request_id, status, company FROM audit_log WHERE request_id IN (${requestIds.map(() => "?").join(", ")})`)
        .all(...requestIds) as Array<{ request_id: string; status: number; company: string }>;
      return new Map(rows.map((row) => [row.request_id, row]));
    } finally {
      db.close();
    }
  };

  it("sends a hit the miss's very bytes, audits and limits it, and never sends a changed record the old bytes", async () => {
    const miss = await lookup();
    const hit = await lookup();
    expect([miss.status, hit.status]).toEqual([200, 200]);
    expect(await cacheOf(miss.requestId)).toBe("miss");
    expect(await cacheOf(hit.requestId)).toBe("hit");
    expect(hit.bytes.equals(miss.bytes)).toBe(true);
    expect((JSON.parse(miss.bytes.toString("utf8")) as { companyRegistrationNumber: string }).companyRegistrationNumber).toBe(COMPANY);

    // Past the fresh seconds the upstream is asked again and sends the same record: the same bytes, made once.
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 100));
    const again = await lookup();
    expect(again.status).toBe(200);
    expect(await cacheOf(again.requestId)).toBe("miss");
    expect(again.bytes.equals(miss.bytes)).toBe(true);

    // The record changes: the next answer from the upstream is read afresh, never answered with the old bytes.
    upstream.set(COMPANY, { ...profile, businessName: "RENAMED FOR THE TEST LIMITED" });
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 100));
    const changed = await lookup();
    expect(changed.status).toBe(200);
    expect(await cacheOf(changed.requestId)).toBe("miss");
    expect((JSON.parse(changed.bytes.toString("utf8")) as { businessName: string }).businessName).toBe("RENAMED FOR THE TEST LIMITED");
    const changedHit = await lookup();
    expect(await cacheOf(changedHit.requestId)).toBe("hit");
    expect(changedHit.bytes.equals(changed.bytes)).toBe(true);

    // Every one of them, hits included, is in the audit trail as answered.
    const answered = [miss, hit, again, changed, changedHit];
    const rows = audited(answered.map((one) => one.requestId));
    for (const one of answered) expect(rows.get(one.requestId)).toMatchObject({ status: 200, company: COMPANY });

    // The limit counts hits like any lookup: the sixth in the minute is refused, though it would have been a hit.
    const refused = await fetch(`${server.url}/api/companies/${COMPANY}`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("rate-limited");
    expect(upstream.calls.get(COMPANY)).toBe(3);
  });

  it("withholds a hit, like a miss, when its audit record cannot be written", async () => {
    const noAudit = inject("noAuditUrl");
    const log = inject("bffLogs")["no-audit"]!;
    const answers: Array<{ status: number; requestId: string; body: string }> = [];
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${noAudit}/api/companies/09990004`);
      answers.push({ status: answer.status, requestId: answer.headers.get("x-request-id")!, body: await answer.text() });
    }
    // The second is a hit (the first, withheld, still stored the upstream's answer): it is withheld all the same.
    expect(await cacheOf(answers[1]!.requestId, log)).toBe("hit");
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect((JSON.parse(answer.body) as { code: string }).code).toBe("audit-unavailable");
      expect(answer.body).not.toContain("businessName");
    }
  });
});
