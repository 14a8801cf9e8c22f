// `npm run db:to-postgres` moves an embedded install's SQLite data into PostgreSQL with one command: tokens, live
// sessions, the audit trail, notes, decisions, the credit policy's versions and the monitor's tables; run twice, it doubles nothing. Runs the real script against a
// database of its own on the suite's PostgreSQL (DATABASE_URL), dropped afterwards.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import BetterSqlite3 from "better-sqlite3";
import type { SqlValue } from "../../lib/db/database";
import { beforeMigrations } from "../../lib/db/migrations/001/before-migrations.fixture";
import { openSqlite, toSqlite } from "../../lib/db/sqlite-database";
import type { Database } from "../../lib/db/database";
import { rawStatements } from "../../lib/db/raw-statements";

const raw = (db: Database) => rawStatements(db.query, db.kind);

const databaseUrl = inject("databaseUrl");
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe.skipIf(!databaseUrl)("npm run db:to-postgres", () => {
  const name = `migrate_${process.pid}_${Date.now()}`;
  const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const targetUrl = (() => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "dashboard-migrate-")), "dashboard.sqlite");
  const now = Date.now();

  beforeAll(async () => {
    await admin.query(`CREATE DATABASE ${name}`);
    // An install the code before migrations made: the script's opening of the file migrates it first.
    const sqlite = new BetterSqlite3(file);
    for (const statement of beforeMigrations("sqlite", "current")) sqlite.exec(statement);
    const db = {
      async run(text: string, params: SqlValue[] = []) {
        const { sql, params: values } = toSqlite(text, params);
        sqlite.prepare(sql).run(...values);
      },
      close: async () => void sqlite.close(),
    };
    await db.run(`INSERT INTO api_tokens (id, token_hash, username, name, role, origin, label, created_at, expires_at)
      VALUES ('t1', $1, 'alice', 'Alice', 'analyst', 'file', 'script', $2, $3)`, ["a".repeat(64), now - 1000, now + 86_400_000]);
    await db.run(`INSERT INTO sessions VALUES ('live', 'alice', 'Alice', 'analyst', 'file', $1, $2)`, [now - 1000, now + 3_600_000]);
    await db.run(`INSERT INTO sessions VALUES ('gone', 'bob', 'Bob', 'analyst', 'file', $1, $2)`, [now - 7_200_000, now - 3_600_000]);
    for (let i = 0; i < 1200; i++) {
      await db.run(`INSERT INTO audit_log (at, request_id, correlation_id, username, via, operation, company, params, status, duration_ms)
        VALUES ($1, $2, NULL, 'alice', 'session', 'Company profile', '00000001', '{}', 200, 5)`, [now - 100_000 + i, `req-${i}`]);
    }
    await db.run(`INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ('00000001', $1, 'alice', 'Alice', 'Called the FD', 'note-1')`, [now]);
    await db.run(`INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
      VALUES ('00000001', $1, 'alice', 'Alice', 'approved', NULL, 50000, 'GBP', '2027-01-01', 'Strong cover', 'decision-1')`, [now]);
    // A credit policy version an admin made, after the shipped version 1 both stores are seeded with.
    await db.run(`INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id) SELECT 2, $1, 'root', 'Root', 'Lower ceiling', policy, 'policy-2'
      FROM credit_policies WHERE version = 1`, [now]);
    // The monitor's tables: a list with two companies, a snapshot, two alerts (the second read), a view, the job,
    // a delivery attempt and a webhook batch still owed.
    await db.run(`INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at, webhook_url, webhook_secret, digest_to)
      VALUES ('list-1', 'Suppliers', 'alice', 'Alice', 1, 24, $1, 'https://hooks.example.com/x', 'secret', NULL)`, [now]);
    for (const company of ["00000001", "00000002"]) {
      await db.run(`INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES ('list-1', $1, $2, 'alice')`, [company, now]);
    }
    // One per company before migration 005, which copies it to the list holding the company when the script opens the file.
    await db.run(`INSERT INTO watch_snapshots (company, taken_at, snapshot, checked_at) VALUES ('00000001', $1, '{}', $1)`, [now]);
    // An alert deleted before the copy leaves a gap: the ids that reads refer to must survive it.
    for (const key of ["gone", "status:active>liquidation", "name:A>B"]) {
      await db.run(`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at)
        VALUES ('list-1', '00000001', 'status', $1, 'Status changed', 'Active to Liquidation', '/companies/00000001', $2)`, [key, now]);
    }
    await db.run(`DELETE FROM watch_alerts WHERE change_key = 'gone'`);
    await db.run(`INSERT INTO watch_alert_reads (alert_id, username, read_at) VALUES (3, 'alice', $1)`, [now]);
    await db.run(`INSERT INTO company_views (username, company, viewed_at) VALUES ('alice', '00000001', $1)`, [now]);
    await db.run(`INSERT INTO watch_jobs (watchlist_id, due_at, locked_until, locked_by, last_run_at, runs) VALUES ('list-1', $1, $2, 'old-server', $3, 4)`, [now + 3_600_000, now + 60_000, now]);
    await db.run(`INSERT INTO watch_deliveries (watchlist_id, channel, target, alerts, attempt, at, status, outcome) VALUES ('list-1', 'webhook', 'https://hooks.example.com', 2, 1, $1, 503, 'answered 503')`, [now]);
    await db.run(`INSERT INTO watch_webhook_queue (watchlist_id, body, alerts, attempts, next_attempt_at, state, locked_until, created_at, last_outcome)
      VALUES ('list-1', '{"alerts":[{"id":"owed-alert-id"}]}', 1, 1, $1, 'pending', $2, $1, 'answered 503')`, [now + 2000, now + 60_000]);
    await db.close();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const migrateOnce = () => run(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/db-to-postgres.ts"], {
    cwd: root, env: { ...process.env, DATABASE_URL: targetUrl, DATABASE_FILE: file },
  });

  it("copies tokens, live sessions, the audit trail, notes, decisions and the watchlists, and doubles nothing when run again", async () => {
    const first = await migrateOnce();
    expect(first.stdout).toMatch(/audit_log\s+1200 copied/);
    const target = new pg.Pool({ connectionString: targetUrl, max: 1 });
    try {
      const counts = async () => (await target.query(`SELECT
        (SELECT count(*)::int FROM api_tokens) AS tokens, (SELECT count(*)::int FROM sessions) AS sessions,
        (SELECT count(*)::int FROM audit_log) AS audit, (SELECT count(*)::int FROM company_notes) AS notes,
        (SELECT count(*)::int FROM company_decisions) AS decisions`)).rows[0];
      expect(await counts()).toEqual({ tokens: 1, sessions: 1, audit: 1200, notes: 1, decisions: 1 });
      const order = await target.query("SELECT request_id FROM audit_log ORDER BY id LIMIT 3");
      expect(order.rows.map((row) => row.request_id)).toEqual(["req-0", "req-1", "req-2"]);
      const policies = await target.query("SELECT version, username, reason FROM credit_policies ORDER BY version");
      expect(policies.rows).toEqual([expect.objectContaining({ version: 1, username: "system" }), { version: 2, username: "root", reason: "Lower ceiling" }]);
      const token = await target.query("SELECT username, expires_at FROM api_tokens WHERE id = 't1'");
      expect(token.rows[0]).toEqual({ username: "alice", expires_at: String(now + 86_400_000) });

      const monitor = async () => (await target.query(`SELECT
        (SELECT count(*)::int FROM watchlists) AS lists, (SELECT count(*)::int FROM watchlist_companies) AS members,
        (SELECT count(*)::int FROM watch_snapshots) AS snapshots, (SELECT count(*)::int FROM watch_alerts) AS alerts,
        (SELECT count(*)::int FROM watch_alert_reads) AS reads, (SELECT count(*)::int FROM company_views) AS views,
        (SELECT count(*)::int FROM watch_jobs) AS jobs, (SELECT count(*)::int FROM watch_deliveries) AS deliveries,
        (SELECT count(*)::int FROM watch_digest_pending) AS owed`)).rows[0];
      const copiedMonitor = { lists: 1, members: 2, snapshots: 1, alerts: 2, reads: 1, views: 1, jobs: 1, deliveries: 1, owed: 1 };
      expect(await monitor()).toEqual(copiedMonitor);
      const read = await target.query("SELECT a.change_key FROM watch_alert_reads r JOIN watch_alerts a ON a.id = r.alert_id");
      expect(read.rows).toEqual([{ change_key: "name:A>B" }]);
      // The alerts written above, without public ids by the code before migrations, got theirs when the script opened
      // the file (migration 001); each keeps it (a webhook receiver holds it), rather than the PostgreSQL side giving it
      // a new one.
      const source = await openSqlite(file);
      const given = await raw(source).all<{ id: number; public_id: string }>("SELECT id, public_id FROM watch_alerts ORDER BY id");
      await source.close();
      expect(given.map((row) => row.public_id)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expect.stringMatching(/^[A-Za-z0-9_-]{22}$/)]);
      expect((await target.query("SELECT id::int AS id, public_id FROM watch_alerts ORDER BY id")).rows).toEqual(given);
      // The old lease is not carried over: no run holds the list in the new database, which starts it when due.
      const job = await target.query("SELECT due_at, run_id, runs FROM watch_jobs");
      expect(job.rows[0]).toEqual({ due_at: String(now + 3_600_000), run_id: null, runs: 4 });
      // The webhook batch still owed was put in the list's next digest when the file was migrated (010), and is copied so.
      expect((await target.query("SELECT watchlist_id, alert_id FROM watch_digest_pending")).rows).toEqual([{ watchlist_id: "list-1", alert_id: "owed-alert-id" }]);
      // A server's next alert takes an id after the copied ones.
      const next = await target.query(`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id)
        VALUES ('list-1', '00000002', 'name', 'new', 't', 'd', '/', 1, 'alert-new') RETURNING id`);
      expect(Number(next.rows[0].id)).toBe(4);
      await target.query("DELETE FROM watch_alerts WHERE change_key = 'new'");

      const second = await migrateOnce();
      expect(second.stdout).toMatch(/audit_log\s+0 copied\s+1200 already there/);
      expect(second.stdout).toMatch(/watch_alerts\s+0 copied\s+2 already there/);
      expect(await counts()).toEqual({ tokens: 1, sessions: 1, audit: 1200, notes: 1, decisions: 1 });
      expect(await monitor()).toEqual(copiedMonitor);
    } finally {
      await target.end();
    }
  });

  it("names what is missing", async () => {
    const answer = await run(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/db-to-postgres.ts"], {
      cwd: root, env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: file },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(answer).toMatchObject({ code: 2, stderr: expect.stringMatching(/DATABASE_URL must name/) });
  });
});
