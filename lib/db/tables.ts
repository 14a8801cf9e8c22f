// The dashboard's tables as the typed query builder sees them: one interface per table, its columns as stored
// (times as epoch milliseconds, JSON as text, flags as 0/1). BIGINT columns read as numbers on both engines
// (postgres-database.ts parses them: every one holds a time, an id or an amount well inside 2^53).
// A migration that changes a table changes its interface here.
import type { ColumnType, Generated } from "kysely";
import type { TokenScope } from "../auth/token-scope";
import type { User } from "../auth/user";

export interface SessionsTable {
  id_hash: string; username: string; name: string; role: User["role"]; origin: User["origin"]; created_at: number; expires_at: number;
}

export interface ApiTokensTable {
  id: string; token_hash: string; username: string; name: string; role: User["role"]; origin: User["origin"]; label: string;
  created_at: number; last_used_at: number | null; revoked_at: number | null; expires_at: number | null;
  /** Migration 015: what the token may do; tokens made before it are read-write. */
  scope: ColumnType<TokenScope, TokenScope | undefined, TokenScope>;
}

export interface AuditLogTable {
  id: Generated<number>; at: number; request_id: string; correlation_id: string | null; username: string; via: string;
  operation: string; company: string | null; params: string; status: number; duration_ms: number;
}

export interface CompanyNotesTable {
  id: Generated<number>; company: string; at: number; username: string; author: string; body: string; request_id: string;
}

export interface CompanyDecisionsTable {
  id: Generated<number>; company: string; at: number; username: string; author: string; outcome: string; conditions: string | null;
  limit_granted: number | null; currency: string; review_date: string; rationale: string; request_id: string;
}

export interface DecisionEvidenceTable {
  decision_id: number; evidence: string; override_reason: string | null; policy_version: number; needs_approval: number;
}

export interface DecisionApprovalsTable {
  id: Generated<number>; decision_id: number; at: number; username: string; author: string; approve: number; comment: string | null;
  request_id: string;
}

export interface CreditPoliciesTable {
  version: number; at: number; username: string; author: string; reason: string; policy: string; request_id: string;
}

export interface AlertSeverityMappingsTable {
  version: number; at: number; username: string; author: string; reason: string; mapping: string; request_id: string;
}

export interface WatchlistsTable {
  id: string; name: string; owner: string; owner_name: string; shared: number; interval_hours: number; created_at: number;
  webhook_url: string | null; webhook_secret: string | null; digest_to: string | null;
  /** 1: colleagues may edit this shared list (migration 004); 0: it is read-only to them. */
  colleagues_may_edit: Generated<number>;
  /** Since migration 010: `red-now` (red at once, the rest in the daily digest) or `all-now` (lib/monitor/outbox.ts). */
  delivery_mode: Generated<string>;
  /** Since migration 010: a rotated secret still signs beside the new one until this time. */
  webhook_secret_previous: string | null; webhook_secret_previous_until: number | null;
}

export interface WatchlistCompaniesTable { watchlist_id: string; company: string; added_at: number; added_by: string }

/** One per (list, company) since migration 005: each list compares with what it last saw itself. */
export interface WatchSnapshotsTable {
  watchlist_id: string; company: string; taken_at: number | null; snapshot: string | null; checked_at: number; error: string | null; error_at: number | null;
}

export interface WatchAlertsTable {
  id: Generated<number>; watchlist_id: string; company: string; kind: string; change_key: string; title: string; detail: string;
  evidence: string; detected_at: number;
  /** Never null since migration 001 gave every row one and every insert writes one; the column was added nullable. */
  public_id: string;
}

export interface WatchAlertReadsTable { alert_id: number; username: string; read_at: number }

/** Since migration 008: one row per triage action on an alert, append-only (../monitor/triage-store). */
export interface AlertTriageEventsTable {
  id: Generated<number>; alert_id: number; at: number; username: string; author: string; action: string;
  assignee: string | null; assignee_name: string | null; body: string | null; request_id: string;
}

/** A review of a screening match (append-only, migration 011, lib/screening/review-store.ts). */
export interface ScreeningReviewsTable {
  id: Generated<number>; company: string; subject_kind: string; subject_role: string; subject_name: string; entity_id: string;
  verdict: string; reason: string | null; at: number; username: string; author: string; list_version: string;
  entity_fingerprint: string; subject_fingerprint: string; request_id: string;
}

export interface CompanyViewsTable { username: string; company: string; viewed_at: number }

export interface WatchJobsTable {
  watchlist_id: string; due_at: number; last_run_at: number | null; runs: Generated<number>;
  /** The check run in progress (check-runs.ts): its id, the last company whose successor slice was sent, its last progress. */
  run_id: string | null; run_cursor: string | null; run_seen_at: number | null;
}

export interface WatchDeliveriesTable {
  id: Generated<number>; watchlist_id: string; channel: string; target: string; alerts: number; attempt: number; at: number;
  status: number | null; outcome: string;
}

/** Since migration 010: an alert (by public id) waiting for its list's next daily digest. */
export interface WatchDigestPendingTable { watchlist_id: string; alert_id: string; queued_at: number }

/** Since migration 012: a watched company's last screening (lib/screening/rescreen-store.ts); `matches` is JSON. */
export interface ScreeningBaselinesTable { company: string; list_version: string; screened_at: number; subjects_fingerprint: string; matches: string }

/** A server's heartbeat (lib/jobs/heartbeat.ts). */
export interface JobServersTable { id: string; seen_at: number }

/** PostgreSQL: which server runs which pg-boss job, so a dead server's jobs can be failed (lib/jobs/pg-boss-queue.ts). */
export interface JobHoldsTable { job_id: string; queue: string; server_id: string }

/** SQLite: a queue's policy (lib/jobs/sqlite-queue.ts). */
export interface JobQueuesTable {
  name: string; policy: string; retry_limit: number; retry_delay_seconds: number; retry_backoff: number; expire_in_seconds: number;
}

/** SQLite: one job; `data` is JSON. */
export interface JobsTable {
  id: string; name: string; data: string; state: string; singleton_key: string | null; retry_count: Generated<number>;
  start_after: number; started_at: number | null; expire_in_seconds: number | null; server_id: string | null;
  created_at: number; completed_at: number | null;
}

export interface Tables {
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  audit_log: AuditLogTable;
  company_notes: CompanyNotesTable;
  company_decisions: CompanyDecisionsTable;
  decision_evidence: DecisionEvidenceTable;
  decision_approvals: DecisionApprovalsTable;
  credit_policies: CreditPoliciesTable;
  watchlists: WatchlistsTable;
  watchlist_companies: WatchlistCompaniesTable;
  watch_snapshots: WatchSnapshotsTable;
  watch_alerts: WatchAlertsTable;
  watch_alert_reads: WatchAlertReadsTable;
  alert_triage_events: AlertTriageEventsTable;
  screening_reviews: ScreeningReviewsTable;
  screening_baselines: ScreeningBaselinesTable;
  company_views: CompanyViewsTable;
  watch_jobs: WatchJobsTable;
  watch_deliveries: WatchDeliveriesTable;
  watch_digest_pending: WatchDigestPendingTable;
  alert_severity_mappings: AlertSeverityMappingsTable;
  job_servers: JobServersTable;
  job_holds: JobHoldsTable;
  job_queues: JobQueuesTable;
  jobs: JobsTable;
}
