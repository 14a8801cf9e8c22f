import "server-only";
// The list's delivery log: every webhook attempt and e-mail digest, newest first.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { Delivery } from "@/lib/monitor/webhook";

export function DeliveryLog({ deliveries }: { deliveries: Delivery[] }) {
  if (!deliveries.length) return <p className="text-sm text-ink-muted">Nothing delivered yet.</p>;
  return (
    <TableScroll label="Delivery log">
      <Table caption="Deliveries, newest first">
        <thead><tr><Th>When</Th><Th>Channel</Th><Th>To</Th><Th numeric>Alerts</Th><Th numeric>Attempt</Th><Th>Outcome</Th></tr></thead>
        <tbody>
          {deliveries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <Td>{new Date(entry.at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC</Td>
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
  );
}
