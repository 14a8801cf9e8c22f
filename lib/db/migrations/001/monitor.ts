// The monitor's tables: watchlists and their companies, each company's latest snapshot, the alerts raised from the
// differences (one per change: the unique key refuses a repeat), who has read which alert, who last looked at which
// company, and the due time of each list's next check (the job table the scheduler claims rows from). An alert's
// `public_id` is the only id that leaves the server (lib/monitor/alert-id.ts); its unique index comes with the ids
// given to older rows (alert-public-ids.ts).

const WATCHLISTS = `id TEXT PRIMARY KEY, name TEXT NOT NULL, owner TEXT NOT NULL, owner_name TEXT NOT NULL,
  shared INTEGER NOT NULL, interval_hours INTEGER NOT NULL, created_at BIGINT NOT NULL, webhook_url TEXT, webhook_secret TEXT,
  digest_to TEXT`;
const MEMBERS = `watchlist_id TEXT NOT NULL, company TEXT NOT NULL, added_at BIGINT NOT NULL, added_by TEXT NOT NULL,
  PRIMARY KEY (watchlist_id, company)`;
const SNAPSHOTS = `company TEXT PRIMARY KEY, taken_at BIGINT, snapshot TEXT, checked_at BIGINT NOT NULL,
  error TEXT, error_at BIGINT`;
const ALERT_COLUMNS = `watchlist_id TEXT NOT NULL, company TEXT NOT NULL, kind TEXT NOT NULL, change_key TEXT NOT NULL,
  title TEXT NOT NULL, detail TEXT NOT NULL, evidence TEXT NOT NULL, detected_at BIGINT NOT NULL, public_id TEXT`;
const READS = `alert_id BIGINT NOT NULL, username TEXT NOT NULL, read_at BIGINT NOT NULL, PRIMARY KEY (alert_id, username)`;
const VIEWS = `username TEXT NOT NULL, company TEXT NOT NULL, viewed_at BIGINT NOT NULL, PRIMARY KEY (username, company)`;
// `locked_until`: a claimed check holds its row until then; a server that crashed mid-check lets it lapse, and the
// next claim runs the check again.
const JOBS = `watchlist_id TEXT PRIMARY KEY, due_at BIGINT NOT NULL, locked_until BIGINT, locked_by TEXT,
  last_run_at BIGINT, runs INTEGER NOT NULL DEFAULT 0`;

// One row per attempt to deliver a batch of alerts to a list's webhook: the list's page shows the log.
const DELIVERIES = `watchlist_id TEXT NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL, alerts INTEGER NOT NULL,
  attempt INTEGER NOT NULL, at BIGINT NOT NULL, status INTEGER, outcome TEXT NOT NULL`;

// One row per batch of alerts waiting for a list's webhook: its attempts so far and when the next is due, so the
// retries with backoff survive a restart and any server may make them (claimed by `locked_until`, like the jobs).
const WEBHOOK_QUEUE = `watchlist_id TEXT NOT NULL, body TEXT NOT NULL, alerts INTEGER NOT NULL, attempts INTEGER NOT NULL,
  next_attempt_at BIGINT NOT NULL, state TEXT NOT NULL, locked_until BIGINT, created_at BIGINT NOT NULL, last_outcome TEXT`;

const INDEXES = [
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_due ON watch_webhook_queue (state, next_attempt_at)`,
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_list ON watch_webhook_queue (watchlist_id, created_at)`,
  `CREATE INDEX IF NOT EXISTS watch_deliveries_list ON watch_deliveries (watchlist_id, at)`,
  `CREATE INDEX IF NOT EXISTS watchlist_companies_company ON watchlist_companies (company)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS watch_alerts_once ON watch_alerts (watchlist_id, company, change_key)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_company ON watch_alerts (company, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_list ON watch_alerts (watchlist_id, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_jobs_due ON watch_jobs (due_at)`,
];

const COMMON = [
  `CREATE TABLE IF NOT EXISTS watchlists (${WATCHLISTS})`,
  `CREATE TABLE IF NOT EXISTS watchlist_companies (${MEMBERS})`,
  `CREATE TABLE IF NOT EXISTS watch_snapshots (${SNAPSHOTS})`,
  `CREATE TABLE IF NOT EXISTS watch_alert_reads (${READS})`,
  `CREATE TABLE IF NOT EXISTS company_views (${VIEWS})`,
  `CREATE TABLE IF NOT EXISTS watch_jobs (${JOBS})`,
];

export const SQLITE_MONITOR = [
  ...COMMON,
  `CREATE TABLE IF NOT EXISTS watch_alerts (id INTEGER PRIMARY KEY AUTOINCREMENT, ${ALERT_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS watch_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, ${DELIVERIES})`,
  `CREATE TABLE IF NOT EXISTS watch_webhook_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, ${WEBHOOK_QUEUE})`,
  ...INDEXES,
];

export const POSTGRES_MONITOR = [
  ...COMMON,
  `CREATE TABLE IF NOT EXISTS watch_alerts (id BIGSERIAL PRIMARY KEY, ${ALERT_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS watch_deliveries (id BIGSERIAL PRIMARY KEY, ${DELIVERIES})`,
  `CREATE TABLE IF NOT EXISTS watch_webhook_queue (id BIGSERIAL PRIMARY KEY, ${WEBHOOK_QUEUE})`,
  ...INDEXES,
];
