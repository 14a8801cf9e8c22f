// The audit trail as a table: newest first, one row per lookup.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { AuditEntry } from "@/lib/audit/audit-log";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

function describeParams(params: AuditEntry["params"]): string {
  return Object.entries(params).map(([name, value]) => `${name}=${value}`).join(", ");
}

export function AuditTable({ entries, showUser }: { entries: readonly AuditEntry[]; showUser: boolean }) {
  if (entries.length === 0) return <p className="rounded-lg border border-line bg-surface p-4 text-ink-muted">No lookups match these filters.</p>;
  return (
    <TableScroll label="Audit trail">
      <Table caption="Audit trail, newest first">
        <thead>
          <tr>
            <Th>Time (UTC)</Th>
            {showUser ? <Th>User</Th> : null}
            <Th>Operation</Th>
            <Th>Company</Th>
            <Th>Parameters</Th>
            <Th numeric>Status</Th>
            <Th numeric>ms</Th>
            <Th>Request id</Th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.requestId} className="border-b border-line last:border-0">
              <Td><time dateTime={entry.at.toISOString()}>{timeFormat.format(entry.at)}</time></Td>
              {showUser ? <Td>{entry.username}{entry.via === "token" ? " (token)" : ""}</Td> : null}
              <Td>{entry.operation}</Td>
              <Td>{entry.company ?? "—"}</Td>
              <Td className="max-w-xs break-words">{describeParams(entry.params)}</Td>
              <Td numeric>{entry.status}</Td>
              <Td numeric>{entry.durationMs}</Td>
              <Td className="font-mono text-xs">{entry.requestId}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
