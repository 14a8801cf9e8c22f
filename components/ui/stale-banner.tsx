"use client";
// Says that what the screen shows is an earlier answer, kept by the server, because the data service is not
// answering now: "Shown from 2 hours ago: the data service is not answering."
import { formatStoredAgo } from "@/lib/format/relative-time";

export function StaleBanner({ storedAt }: { storedAt: string }) {
  // Drawn first on the server (a stale profile comes with the page): the age and the local time may read otherwise
  // by the time the browser hydrates it, and the browser's reading is the one to keep.
  return (
    <div role="status" className="rounded-md border border-line bg-warning-soft px-4 py-2 text-sm text-warning">
      Shown from <time dateTime={storedAt} suppressHydrationWarning title={new Date(storedAt).toLocaleString("en-GB")}>{formatStoredAgo(storedAt)}</time>: the
      data service is not answering. The figures may have changed since.
    </div>
  );
}
