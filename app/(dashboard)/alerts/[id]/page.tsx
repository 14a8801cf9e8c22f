// /alerts/{id} — one alert with its triage: acknowledge, assign to a colleague, comment; its comments and history.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AlertTriageScreen } from "@/components/monitor/alert-triage-screen";
import { requireUser } from "@/lib/auth/page-guard";
import { ALERT_ID_PATTERN } from "@/lib/monitor/alert-id";
import { alertDetail, alertSeenBy, colleaguesFor } from "@/lib/monitor/triage-store";

export const metadata: Metadata = { title: "Alert" };

type Props = { params: Promise<{ id: string }> };

export default async function AlertPage({ params }: Props) {
  const user = await requireUser();
  const { id } = await params;
  // An unknown id and one on another analyst's private list are alike not found.
  const alert = ALERT_ID_PATTERN.test(id) ? await alertSeenBy(id, user.username) : null;
  if (!alert) notFound();
  const [detail, colleagues] = await Promise.all([alertDetail(alert, user.username), colleaguesFor(alert.list, { username: user.username, name: user.name })]);
  return <AlertTriageScreen alert={detail} colleagues={colleagues} me={user.username} />;
}
