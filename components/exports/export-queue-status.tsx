"use client";
// Around export links (plain links: the browser downloads the file): once one is followed, a status line reads the
// caller's exports from GET /api/exports/queue every second and says "Waiting: N ahead" while the file waits its turn
// in the server's fair queue, "Preparing…" while it is made, and nothing once it has gone (or after the queue's
// longest wait). Announced politely to screen readers (role="status").
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";

interface QueuedJob {
  state: "running" | "waiting";
  ahead?: number;
}

const POLL_MS = 1000;
// Longer than the queue's default wait (REPORTS_QUEUE_WAIT_SECONDS, 60 s) and a large file's making.
const GIVE_UP_MS = 180_000;
// A download answered before the first poll never shows in the queue: stop after this long without seeing one.
const UNSEEN_MS = 5000;

export function statusWords(jobs: readonly QueuedJob[]): string {
  const waiting = jobs.filter((job) => job.state === "waiting");
  if (waiting.length > 0) {
    const ahead = Math.min(...waiting.map((job) => job.ahead ?? 0));
    return `Your download is waiting: ${ahead} ${ahead === 1 ? "export" : "exports"} ahead.`;
  }
  return jobs.length > 0 ? "Your download is being prepared…" : "";
}

export function ExportQueueStatus({ children, className }: { children: ReactNode; className?: string }) {
  const [words, setWords] = useState("");
  const [since, setSince] = useState<number | null>(null);
  const seen = useRef(false);

  useEffect(() => {
    if (since === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (stopped) return;
      const elapsed = Date.now() - since;
      try {
        const answer = await fetch("/api/exports/queue", { headers: { accept: "application/json" } });
        const jobs = answer.ok ? ((await answer.json()) as { items: QueuedJob[] }).items : [];
        if (jobs.length > 0) seen.current = true;
        setWords(statusWords(jobs));
        if ((jobs.length === 0 && (seen.current || elapsed > UNSEEN_MS)) || elapsed > GIVE_UP_MS) {
          setSince(null);
          return;
        }
      } catch {
        setSince(null);
        return;
      }
      timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, 300);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [since]);

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a[href^='/api/']");
    if (!link) return;
    seen.current = false;
    setSince(Date.now());
  };

  return (
    <div className={className} onClickCapture={onClick}>
      {children}
      <p role="status" className="text-sm text-ink-muted">{words}</p>
    </div>
  );
}
