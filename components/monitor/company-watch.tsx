"use client";
// On a company page: "Changed since you last looked (date): …" from this user's previous visit, and "Watch" to add
// the company to one of the user's lists (a first list, "My watchlist", is made when there is none).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { textLinkClassName } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format/dates";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

interface Since { lastViewedAt: string | null; items: Array<{ id: number; title: string; detail: string; evidence: string }> }
interface ListItem { id: string; name: string; holdsCompany: boolean }

function ChangedSince({ crn }: { crn: string }) {
  const [since, setSince] = useState<Since | null>(null);
  useEffect(() => {
    // One look per visit to the company: the answer is what changed since the look before.
    apiFetch<Since>(`/api/companies/${crn}/views`, { method: "POST", body: {} }).then(setSince, () => setSince(null));
  }, [crn]);
  if (!since?.lastViewedAt || since.items.length === 0) return null;
  return (
    <section aria-labelledby="changed-since" data-testid="changed-since" className="rounded-lg border border-warning bg-surface p-3 text-sm">
      <h2 id="changed-since" className="font-semibold">Changed since you last looked ({formatDate(since.lastViewedAt)})</h2>
      <ul className="mt-1 list-disc pl-5">
        {since.items.map((alert) => (
          <li key={alert.id}><Link href={alert.evidence} className={`${textLinkClassName} underline`}>{alert.title}</Link>: {alert.detail}</li>
        ))}
      </ul>
    </section>
  );
}

export function CompanyWatch({ crn }: { crn: string }) {
  const client = useQueryClient();
  const key = ["watchlists", { companyNumber: crn }];
  const lists = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<{ items: ListItem[] }>(`/api/watchlists?companyNumber=${encodeURIComponent(crn)}`, { signal }) });
  const [chosen, setChosen] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const items = lists.data?.items ?? [];
  const holding = items.filter((list) => list.holdsCompany);
  const others = items.filter((list) => !list.holdsCompany);
  const watch = async () => {
    try {
      const target = chosen || others[0]?.id || (await apiFetch<{ id: string }>("/api/watchlists", { method: "POST", body: { name: "My watchlist" } })).id;
      await apiFetch(`/api/watchlists/${target}/companies`, { method: "POST", body: { companyNumbers: [crn] } });
      setMessage("Watching: changes will appear in Alerts.");
      await client.invalidateQueries({ queryKey: key });
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.detail : "The company could not be watched.");
    }
  };
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <ChangedSince crn={crn} />
      {/* Its height held while the lists load (the button's, as the shell's stand-in holds it before this code). */}
      <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm">
        {holding.length > 0 && (
          <span>Watched on {holding.map((list, index) => (
            <span key={list.id}>{index > 0 && ", "}<Link href={`/watchlists/${list.id}`} className={`${textLinkClassName} underline`}>{list.name}</Link></span>
          ))}</span>
        )}
        {lists.isSuccess && (holding.length === 0 || others.length > 0) && (
          <>
            {others.length > 1 && (
              <label className="flex items-center gap-2">
                <span className="sr-only">Watchlist</span>
                <select value={chosen} onChange={(event) => setChosen(event.target.value)} className={`${controlClassName} w-auto`}>
                  {others.map((list) => <option key={list.id} value={list.id}>{list.name}</option>)}
                </select>
              </label>
            )}
            <button type="button" onClick={watch} className={buttonClassName("secondary", "md")}>
              {holding.length ? "Watch on another list" : "Watch"}
            </button>
          </>
        )}
        {message && <span role="status" className="text-ink-muted">{message}</span>}
      </div>
    </div>
  );
}
