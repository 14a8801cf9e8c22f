import "server-only";
// The e-mail digest of one list's new alerts, sent through SMTP_URL (nodemailer) to the list's digest addresses:
// plain text, one line per alert with its evidence, grouped by company.
import { log } from "../log";
import type { Alert } from "./alert-store";
import { SEVERITY_LABELS } from "./severity";
import { logDelivery } from "./webhook";

export function digestText(listName: string, alerts: ReadonlyArray<Omit<Alert, "readAt">>, baseUrl: string | null): string {
  const byCompany = new Map<string, Array<Omit<Alert, "readAt">>>();
  for (const alert of alerts) byCompany.set(alert.companyNumber, [...(byCompany.get(alert.companyNumber) ?? []), alert]);
  const lines = [`${alerts.length} new alert${alerts.length === 1 ? "" : "s"} on the watchlist "${listName}".`, ""];
  for (const [company, items] of byCompany) {
    lines.push(`Company ${company}`);
    for (const alert of items) lines.push(`  - [${SEVERITY_LABELS[alert.severity]}] ${alert.detail}${baseUrl ? ` ${new URL(alert.evidence, baseUrl)}` : ""}`);
    lines.push("");
  }
  return lines.join("\n");
}

export async function sendDigest(
  smtpUrl: string, from: string, list: { id: string; name: string; to: string }, alerts: ReadonlyArray<Omit<Alert, "readAt">>, baseUrl: string | null,
): Promise<boolean> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(smtpUrl);
  let outcome = "delivered";
  try {
    await transport.sendMail({
      from, to: list.to, subject: `${alerts.length} new alert${alerts.length === 1 ? "" : "s"}: ${list.name}`, text: digestText(list.name, alerts, baseUrl),
    });
  } catch (error) {
    outcome = `not sent (${error instanceof Error ? error.message.slice(0, 100) : "error"})`;
    log.warn({ watchlist: list.id, outcome }, "e-mail digest not sent");
  } finally {
    transport.close();
  }
  await logDelivery({ watchlistId: list.id, channel: "email", target: list.to, alerts: alerts.length, attempt: 1, status: null, outcome }).catch(() => undefined);
  return outcome === "delivered";
}
