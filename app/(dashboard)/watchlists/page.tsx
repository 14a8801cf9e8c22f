// /watchlists — the user's watchlists and the team's shared ones.
import type { Metadata } from "next";
import { WatchlistsScreen } from "@/components/monitor/watchlists-screen";
import { requireUser } from "@/lib/auth/page-guard";
import { listWatchlists } from "@/lib/monitor/watchlist-store";

export const metadata: Metadata = { title: "Watchlists" };

export default async function WatchlistsPage() {
  const user = await requireUser();
  return <WatchlistsScreen lists={await listWatchlists(user.username)} />;
}
