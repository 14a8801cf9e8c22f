// SQLite's own JSON functions pick the portfolio's fields of each snapshot in SQL (snapshot-store.ts reads it that
// way under SQLite only): read synchronously, the snapshots' kilobytes never reach JavaScript. Reading and parsing
// 10,000 whole ones took over a second of the main thread, and the garbage paused it again.
import { sql } from "kysely";

export const sqlitePortfolioSnapshot = sql<string | null>`CASE WHEN snapshot IS NULL THEN NULL ELSE json_object(
  'name', json_extract(snapshot, '$.name'), 'status', json_extract(snapshot, '$.status'), 'band', json_extract(snapshot, '$.band'),
  'limit', json_extract(snapshot, '$.limit'), 'policyVersion', json_extract(snapshot, '$.policyVersion'),
  'debt', json(json_extract(snapshot, '$.debt'))) END`;
