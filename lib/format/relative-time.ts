// "2 hours ago", "5 minutes ago", "just now": how long ago a stored answer was kept, in the largest whole unit.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000], ["hour", 3_600_000], ["minute", 60_000],
];
const format = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });

export function formatStoredAgo(storedAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - Date.parse(storedAt);
  if (!Number.isFinite(elapsed)) return "an earlier time";
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return "just now";
}
