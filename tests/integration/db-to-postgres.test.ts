// `npm run db:to-postgres` moves an embedded install's SQLite data into PostgreSQL with one command: tokens, live
// sessions, the audit trail, notes and decisions; run twice, it doubles nothing. Runs the real script against a
// database of its own on the suite's PostgreSQL (DATABASE_URL), dropped afterwards.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSqlite } from "../../lib/db/sqlite-database";

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
    const db = await openSqlite(file);
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
    await db.close();
  });

  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const migrateOnce = () => run(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/db-to-postgres.ts"], {
    cwd: root, env: { ...process.env, DATABASE_URL: targetUrl, DATABASE_FILE: file },
  });

  it("copies tokens, live sessions, the audit trail, notes and decisions, and doubles nothing when run again", async () => {
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
      const token = await target.query("SELECT username, expires_at FROM api_tokens WHERE id = 't1'");
      expect(token.rows[0]).toEqual({ username: "alice", expires_at: String(now + 86_400_000) });

      const second = await migrateOnce();
      expect(second.stdout).toMatch(/audit_log\s+0 copied\s+1200 already there/);
      expect(await counts()).toEqual({ tokens: 1, sessions: 1, audit: 1200, notes: 1, decisions: 1 });
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
