// /watchlists/{id} — a watchlist's portfolio: status, band, limit, last change, unread alerts and last check.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PortfolioScreen } from "@/components/monitor/portfolio-screen";
import { requireUser } from "@/lib/auth/page-guard";
import { portfolio } from "@/lib/monitor/portfolio";
import { readPortfolioView } from "@/lib/monitor/portfolio-table";
import { deliveriesSeenBy, listWatchlists, mayEdit, visibleList } from "@/lib/monitor/watchlist-store";
import { listDeliveries } from "@/lib/monitor/webhook";
import { monitorConfig } from "@/lib/config/server-config";
import { digestWaiting } from "@/lib/monitor/outbox";

export const metadata: Metadata = { title: "Watchlist" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function WatchlistPage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { id } = await params;
  const list = /^[0-9a-f-]{36}$/.test(id) ? await visibleList(id, user.username) : null;
  if (!list) notFound();
  const { companies } = await portfolio(list, user.username);
  const moveTargets = (await listWatchlists(user.username)).filter((other) => other.id !== list.id && mayEdit(other, user.username))
    .map((other) => ({ id: other.id, name: other.name }));
  return (
    <PortfolioScreen list={list} rows={companies} view={readPortfolioView(await searchParams)} deliveries={deliveriesSeenBy(list, user.username, await listDeliveries(list.id))} digest={await digestWaiting(list.id)}
      smtpConfigured={Boolean(monitorConfig().smtpUrl)}
      owner={list.owner === user.username} canEdit={mayEdit(list, user.username)} moveTargets={moveTargets} />
  );
}
