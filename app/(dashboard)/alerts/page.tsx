// /alerts — the inbox of changes found on watched companies, filtered by the URL.
import type { Metadata } from "next";
import { AlertsScreen } from "@/components/monitor/alerts-screen";
import { requireUser } from "@/lib/auth/page-guard";
import { readAlertFilter } from "@/lib/monitor/serve-alerts";
import { listInbox } from "@/lib/monitor/triage-store";
import { listWatchlists } from "@/lib/monitor/watchlist-store";

export const metadata: Metadata = { title: "Alerts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AlertsPage({ searchParams }: Props) {
  const user = await requireUser();
  const search = new URLSearchParams();
  // An empty field of the filter form means "any": it is not a filter.
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === "string" && value) search.set(name, value);
  const read = readAlertFilter(search);
  const filter = read.ok ? read.filter : {};
  const [alerts, lists] = await Promise.all([listInbox(user.username, filter), listWatchlists(user.username)]);
  return <AlertsScreen alerts={alerts} lists={lists} filter={filter} problem={read.ok ? null : read.problem.detail} />;
}
