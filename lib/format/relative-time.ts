// "2 hours ago", "5 minutes ago", "just now": how long ago a stored answer was kept, in the largest whole unit
// (calendar months and years, counted by date-fns in UTC). Intl words it: date-fns's own wording brings its locale.
import { differenceInDays, differenceInHours, differenceInMinutes, differenceInMonths, differenceInYears } from "date-fns";
import { inUtc } from "./in-utc";

const WORDS = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });

export function formatStoredAgo(storedAt: string, now: Date = new Date()): string {
  const stored = Date.parse(storedAt);
  if (Number.isNaN(stored)) return "an earlier time";
  const minutes = differenceInMinutes(now, stored);
  // Seconds would read as false precision for an answer kept a moment ago (or stamped by a clock slightly ahead).
  if (minutes < 1) return "just now";
  if (minutes < 60) return WORDS.format(-minutes, "minute");
  const hours = differenceInHours(now, stored);
  if (hours < 24) return WORDS.format(-hours, "hour");
  const months = differenceInMonths(now, stored, { in: inUtc });
  if (months < 1) return WORDS.format(-differenceInDays(now, stored, { in: inUtc }), "day");
  if (months < 12) return WORDS.format(-months, "month");
  return WORDS.format(-differenceInYears(now, stored, { in: inUtc }), "year");
}
