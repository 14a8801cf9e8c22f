import "server-only";
// The list's delivery log: the alerts held for the next daily digest (and when it goes), then every webhook attempt
// and e-mail, newest first. Retries are the job queue's; each attempt is a row here.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { DigestWaiting } from "@/lib/monitor/outbox";
import type { Delivery } from "@/lib/monitor/webhook";

const utc = (at: string) => `${new Date(at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC`;

export function DeliveryLog({ deliveries, digest }: { deliveries: Delivery[]; digest: DigestWaiting }) {
  const waiting = digest.alerts > 0 && (
    <p role="status" className="mb-2 text-sm">
      {digest.alerts} alert{digest.alerts === 1 ? "" : "s"} held for the daily digest at {utc(digest.at)}.
    </p>
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
