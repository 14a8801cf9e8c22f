import "server-only";
// The list's delivery log: the webhook batches still waiting for a retry (with the time of the next attempt), then
// every webhook attempt and e-mail digest, newest first.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { Delivery } from "@/lib/monitor/webhook";
import type { PendingWebhook } from "@/lib/monitor/webhook-queue";

const utc = (at: string) => `${new Date(at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC`;

export function DeliveryLog({ deliveries, pending }: { deliveries: Delivery[]; pending: PendingWebhook[] }) {
  const waiting = pending.length > 0 && (
    <ul aria-label="Webhook deliveries waiting for a retry" className="mb-2 text-sm">
      {pending.map((entry, index) => (
        <li key={`${entry.nextAttemptAt}-${index}`}>
          {entry.alerts} alert{entry.alerts === 1 ? "" : "s"} waiting: attempt {entry.attempts + 1} at {utc(entry.nextAttemptAt)}
          {entry.lastOutcome ? ` (last attempt: ${entry.lastOutcome})` : ""}
        </li>
      ))}
    </ul>
  );
  if (!deliveries.length) return <>{waiting}<p className="text-sm text-ink-muted">Nothing delivered yet.</p></>;
  return (
    <>
    {waiting}
    <TableScroll label="Delivery log">
      <Table caption="Deliveries, newest first">
        <thead><tr><Th>When</Th><Th>Channel</Th><Th>To</Th><Th numeric>Alerts</Th><Th numeric>Attempt</Th><Th>Outcome</Th></tr></thead>
        <tbody>
          {deliveries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <Td>{utc(entry.at)}</Td>
              <Td>{entry.channel === "webhook" ? "Webhook" : "E-mail"}</Td>
              <Td className="break-all">{entry.target}</Td>
              <Td numeric>{entry.alerts}</Td>
              <Td numeric>{entry.attempt}</Td>
              <Td>{entry.outcome}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
    </>
  );
}
