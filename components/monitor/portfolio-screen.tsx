import "server-only";
// /watchlists/{id}: the portfolio. Every company with its status, credit band (with its policy version), suggested limit, last change, unread
// alerts and last check (a failed check says why); filters live in the URL (a plain GET form), the sort too (the
// table's headers, portfolio-table.tsx); exports to CSV and Excel carry the same view.
import { buttonClassName } from "@/components/ui/button";
import { ExportQueueStatus } from "@/components/exports/export-queue-status";
import { controlClassName } from "@/components/ui/form-field";
import { formatDate } from "@/lib/format/dates";
import type { PortfolioRow } from "@/lib/monitor/portfolio";
import { viewPortfolio, type PortfolioView } from "@/lib/monitor/portfolio-table";
import type { Watchlist } from "@/lib/monitor/watchlist-store";
import type { Delivery } from "@/lib/monitor/webhook";
import { DELIVERY_MODE_LABELS } from "@/lib/monitor/delivery-modes";
import type { DigestWaiting } from "@/lib/monitor/outbox";
import { BulkAddForm } from "./bulk-add-form";
import { DeliveryLog } from "./delivery-log";
import { DeliverySettings } from "./delivery-settings";
import { CheckNowButton } from "./check-now-button";
import { ManageWatchlist } from "./manage-watchlist";
import { RemoveOrMoveCompany } from "./remove-or-move-company";
import { PortfolioTable } from "./portfolio-table";

function query(view: PortfolioView, change: Partial<PortfolioView> & { format?: string }): string {
  const next = { ...view, ...change };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.show !== "all") search.set("show", next.show);
  search.set("sort", next.sort);
  search.set("dir", next.dir);
  if (change.format) search.set("format", change.format);
  return `?${search}`;
}

export function PortfolioScreen({ list, rows, view, deliveries, digest, smtpConfigured, owner, canEdit, moveTargets }: {
  list: Watchlist; rows: PortfolioRow[]; view: PortfolioView; deliveries: Delivery[]; digest: DigestWaiting; smtpConfigured: boolean; owner: boolean;
  /** The owner, or a colleague the owner lets edit this shared list: no edit controls are drawn for anyone else. */
  canEdit: boolean;
  /** The other lists this user may edit: where a company can be moved. */
  moveTargets: ReadonlyArray<{ id: string; name: string }>;
}) {
  const shown = viewPortfolio(rows, view);
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{list.name}</h1>
        <p className="text-sm text-ink-muted">
          {list.shared ? `Shared with the team by ${list.ownerName}` : "Private"} · {rows.length.toLocaleString("en-GB")} companies ·
          {list.lastRunAt ? ` last checked ${formatDate(list.lastRunAt)}` : " not checked yet"}
        </p>
      </div>
      <CheckNowButton listId={list.id} />
      {canEdit ? (
        <>
          <details className="rounded-lg border border-line bg-surface p-4">
            <summary className="cursor-pointer font-semibold">Manage the list</summary>
            <div className="mt-3">
              <ManageWatchlist
                listId={list.id} name={list.name} intervalHours={list.intervalHours} companyCount={rows.length} owner={owner}
                shared={list.shared} colleaguesMayEdit={list.colleaguesMayEdit}
              />
            </div>
          </details>
          <details className="rounded-lg border border-line bg-surface p-4" open={rows.length === 0}>
            <summary className="cursor-pointer font-semibold">Add companies</summary>
            <div className="mt-3"><BulkAddForm listId={list.id} /></div>
          </details>
          {rows.length > 0 && (
            <details className="rounded-lg border border-line bg-surface p-4">
              <summary className="cursor-pointer font-semibold">Remove or move a company</summary>
              <div className="mt-3"><RemoveOrMoveCompany listId={list.id} targets={moveTargets} /></div>
            </details>
          )}
        </>
      ) : (
        <p className="text-sm text-ink-muted">Read-only: {list.ownerName} has not allowed colleagues to edit this list.</p>
      )}
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the portfolio">
        <label className="flex flex-col gap-1 text-sm font-medium">Name or number
          <input name="q" defaultValue={view.q} className={controlClassName} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">Show
          <select name="show" defaultValue={view.show} className={controlClassName}>
            <option value="all">All companies</option>
            <option value="unread">With unread alerts</option>
            <option value="failing">Last check failed</option>
            <option value="high-risk">High risk</option>
          </select>
        </label>
        <input type="hidden" name="sort" value={view.sort} />
        <input type="hidden" name="dir" value={view.dir} />
        <button type="submit" className={buttonClassName("secondary", "control")}>Apply</button>
        <ExportQueueStatus className="contents">
          <a href={`/api/watchlists/${list.id}/export${query(view, { format: "csv" })}`} className={buttonClassName("ghost", "control")}>Export CSV</a>
          <a href={`/api/watchlists/${list.id}/export${query(view, { format: "xlsx" })}`} className={buttonClassName("ghost", "control")}>Export Excel</a>
        </ExportQueueStatus>
      </form>
      <p className="text-sm text-ink-muted" role="status">{shown.length.toLocaleString("en-GB")} of {rows.length.toLocaleString("en-GB")} companies shown</p>
      <PortfolioTable caption={`Companies on ${list.name}`} rows={shown} />
      <section aria-labelledby="delivery" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
        <h2 id="delivery" className="text-lg font-semibold">Delivery</h2>
        {owner
          ? (
            <DeliverySettings listId={list.id} webhookUrl={list.webhookUrl} digestTo={list.digestTo} deliveryMode={list.deliveryMode}
              secretSet={list.webhookSecretSet} smtpConfigured={smtpConfigured} />
          )
          : (
            <p className="text-sm text-ink-muted">
              Webhook {list.webhookUrl ? "on" : "off"} · e-mail {list.digestTo ? "on" : "off"} · {DELIVERY_MODE_LABELS[list.deliveryMode].toLowerCase()}. Only the list&apos;s owner ({list.ownerName}) sees and
              sets where its alerts are sent.
            </p>
          )}
        <DeliveryLog deliveries={deliveries} digest={digest} />
      </section>
    </main>
  );
}
