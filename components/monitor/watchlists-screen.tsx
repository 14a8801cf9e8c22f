import "server-only";
// /watchlists: the lists this user can see (their own and the team's shared ones), and a form to make one.
import { Link } from "@/components/ui/link";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { textLinkClassName } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format/dates";
import type { Watchlist } from "@/lib/monitor/watchlist-store";
import { NewWatchlistForm } from "./new-watchlist-form";

const every = (hours: number) => (hours === 24 ? "Daily" : hours === 168 ? "Weekly" : hours === 1 ? "Hourly" : `Every ${hours} hours`);

export function WatchlistsScreen({ lists }: { lists: Watchlist[] }) {
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold">Watchlists</h1>
      <p className="text-sm text-ink-muted">
        Companies on a watchlist are re-checked on the list&apos;s schedule; every change found becomes an alert in your inbox.
      </p>
      <section aria-labelledby="new-list" className="rounded-lg border border-line bg-surface p-4">
        <h2 id="new-list" className="mb-3 text-lg font-semibold">New watchlist</h2>
        <NewWatchlistForm />
      </section>
      {lists.length === 0 ? (
        <p className="text-sm text-ink-muted">No watchlists yet.</p>
      ) : (
        <TableScroll label="Watchlists">
          <Table caption="Your watchlists and the team's shared ones">
            <thead>
              <tr><Th>Name</Th><Th>Visibility</Th><Th numeric>Companies</Th><Th>Re-check</Th><Th>Last checked</Th><Th>Next check</Th></tr>
            </thead>
            <tbody>
              {lists.map((list) => (
                <tr key={list.id}>
                  <Td><Link href={`/watchlists/${list.id}`} className={textLinkClassName}>{list.name}</Link></Td>
                  <Td>{list.shared ? `Shared (by ${list.ownerName})` : "Private"}</Td>
                  <Td numeric>{list.companyCount.toLocaleString("en-GB")}</Td>
                  <Td>{every(list.intervalHours)}</Td>
                  <Td>{list.lastRunAt ? formatDate(list.lastRunAt) : "Not yet"}</Td>
                  <Td>{list.nextCheckAt ? formatDate(list.nextCheckAt) : "—"}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </main>
  );
}
