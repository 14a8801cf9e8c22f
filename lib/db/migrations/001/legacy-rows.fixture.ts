// Rows as the code before migrations wrote them (fixture for the tests of migration 001 on both engines): a token
// (without an expiry in the oldest shape), an audit record, a note, a decision with its evidence, a watchlist with
// two alerts (without public ids in the oldest shape) and a read mark. Plain statements with `$n` placeholders.
import type { SqlValue } from "../../database";

export const LEGACY_ROWS: ReadonlyArray<[string, SqlValue[]]> = [
  ["INSERT INTO api_tokens (id, token_hash, username, name, role, origin, label, created_at) VALUES ('t1', 'h1', 'alice', 'Alice', 'analyst', 'file', 'old script', $1)", [1000]],
  ["INSERT INTO audit_log (at, request_id, username, via, operation, company, params, status, duration_ms) VALUES ($1, 'r1', 'alice', 'session', 'Company profile', '00000001', '{}', 200, 12)", [2000]],
  ["INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ('00000001', $1, 'alice', 'Alice', 'Called the FD', 'n1')", [3000]],
  [`INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
    VALUES ('00000001', $1, 'alice', 'Alice', 'approve', NULL, 5000, 'GBP', '2030-01-01', 'Sound', 'd1')`, [4000]],
  ["INSERT INTO decision_evidence (decision_id, evidence, override_reason, policy_version, needs_approval) VALUES (1, '{\"policyVersion\":1,\"suggestedLimit\":9000}', NULL, 1, 0)", []],
  ["INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at) VALUES ('list-1', 'Key accounts', 'alice', 'Alice', 1, 24, $1)", [5000]],
  ["INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES ('list-1', '00000001', $1, 'alice')", [5000]],
  [`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at)
    VALUES ('list-1', '00000001', 'status', 'a', 'Status changed', 'Dissolved', '/', $1)`, [6000]],
  [`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at)
    VALUES ('list-1', '00000001', 'name', 'b', 'Name changed', 'Renamed', '/', $1)`, [6001]],
  ["INSERT INTO watch_alert_reads (alert_id, username, read_at) VALUES (1, 'alice', $1)", [7000]],
];
