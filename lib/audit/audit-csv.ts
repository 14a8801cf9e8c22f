// The audit trail as CSV (RFC 4180), with cells that a spreadsheet would run as a formula defused (csvCell is
// shared with the comparison's CSV).
import type { AuditEntry } from "./audit-log";

const HEADER = ["time", "user", "via", "operation", "company", "parameters", "status", "duration_ms", "request_id", "correlation_id"];

export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = entries.map((entry) =>
    [entry.at.toISOString(), entry.username, entry.via, entry.operation, entry.company, JSON.stringify(entry.params),
      entry.status, entry.durationMs, entry.requestId, entry.correlationId ?? null].map(csvCell).join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
