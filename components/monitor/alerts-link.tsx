"use client";
// The header's "Alerts" link with the user's unread count, polled each minute and refreshed when alerts are marked read.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { apiFetch } from "@/lib/queries/api-fetch";

export function AlertsLink({ className, current }: { className: string; current: boolean }) {
  const count = useQuery({
    queryKey: ["alerts:unread-count"],
    queryFn: ({ signal }) => apiFetch<{ unread: number }>("/api/alerts/unread-count", { signal }),
    refetchInterval: 60_000,
  });
  const { refetch } = count;
  useEffect(() => {
    const onRead = () => void refetch();
    window.addEventListener("alerts-read", onRead);
    return () => window.removeEventListener("alerts-read", onRead);
  }, [refetch]);
  const unread = count.data?.unread ?? 0;
  return (
    <Link href="/alerts" aria-current={current ? "page" : undefined} className={className}>
      Alerts
      {unread > 0 && (
        <span data-testid="unread-alerts" className="ml-1.5 rounded-full bg-brand px-1.5 text-xs font-semibold text-brand-ink">
          {unread}<span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}
