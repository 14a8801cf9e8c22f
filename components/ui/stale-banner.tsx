"use client";
// Says that what the screen shows is an earlier answer, kept by the server, because the data service is not
// answering now: "Shown from 2 hours ago: the data service is not answering."
import { formatStoredAgo } from "@/lib/format/relative-time";

export function StaleBanner({ storedAt }: { storedAt: string }) {
  return (
    <div role="status" className="rounded-md border border-line bg-warning-soft px-4 py-2 text-sm text-warning">
      Shown from <time dateTime={storedAt} title={new Date(storedAt).toLocaleString("en-GB")}>{formatStoredAgo(storedAt)}</time>: the
      data service is not answering. The figures may have changed since.
    </div>
  );
}
