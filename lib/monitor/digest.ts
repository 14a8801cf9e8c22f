import "server-only";
// A list's alerts by e-mail, through SMTP_URL (nodemailer) to the list's addresses: red alerts at once and the daily
// digest of the rest (or all at once, by the list's mode: ./outbox). Plain text, one line per alert with its evidence,
// grouped by company.
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

/** One e-mail of a delivery's alerts (at once, or the daily digest); answers whether it went. Each attempt is logged. */
export async function sendDigest(
  smtpUrl: string, from: string, list: { id: string; name: string; to: string }, alerts: ReadonlyArray<Omit<Alert, "readAt">>, baseUrl: string | null,
  options: { attempt: number; digest: boolean } = { attempt: 1, digest: true },
): Promise<boolean> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(smtpUrl);
  const count = `${alerts.length} ${options.digest ? "" : "new "}alert${alerts.length === 1 ? "" : "s"}`;
  let outcome = "delivered";
  try {
    await transport.sendMail({
      from, to: list.to, subject: options.digest ? `Daily digest, ${count}: ${list.name}` : `${count}: ${list.name}`,
      text: digestText(list.name, alerts, baseUrl),
    });
  } catch (error) {
    outcome = `not sent (${error instanceof Error ? error.message.slice(0, 100) : "error"})`;
    log.warn({ watchlist: list.id, outcome }, "e-mail not sent");
  } finally {
    transport.close();
  }
  await logDelivery({ watchlistId: list.id, channel: "email", target: list.to, alerts: alerts.length, attempt: options.attempt, status: null, outcome })
    .catch(() => undefined);
  return outcome === "delivered";
}
