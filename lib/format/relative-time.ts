// "2 hours ago", "5 minutes ago", "just now": how long ago a stored answer was kept, in the largest whole unit
// (30-day months, 365-day years). Intl words it, so the stale banner ships no date library to the browser.
const WORDS = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });
const MINUTE = 60_000;

export function formatStoredAgo(storedAt: string, now: Date = new Date()): string {
  const stored = Date.parse(storedAt);
  if (Number.isNaN(stored)) return "an earlier time";
  const minutes = Math.floor((now.getTime() - stored) / MINUTE);
  // Seconds would read as false precision for an answer kept a moment ago (or stamped by a clock slightly ahead).
  if (minutes < 1) return "just now";
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (minutes < 60) return WORDS.format(-minutes, "minute");
  if (hours < 24) return WORDS.format(-hours, "hour");
  if (days < 30) return WORDS.format(-days, "day");
  if (days < 365) return WORDS.format(-Math.floor(days / 30), "month");
  return WORDS.format(-Math.floor(days / 365), "year");
}
