// The audit trail as CSV, through the one CSV writer of every export (lib/export/csv: RFC 4180, formula-like text
// defused).
import { csvDocument, csvIdentifier } from "../export/csv";
import type { AuditEntry } from "./audit-log";

const HEADER = ["time", "user", "via", "operation", "company", "parameters", "status", "duration_ms", "request_id", "correlation_id"];

export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvDocument(HEADER, entries.map((entry) => [entry.at.toISOString(), entry.username, entry.via, entry.operation,
    entry.company === null ? null : csvIdentifier(entry.company), JSON.stringify(entry.params), entry.status, entry.durationMs, entry.requestId, entry.correlationId ?? null]));
}
