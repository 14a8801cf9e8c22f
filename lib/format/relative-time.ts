// "2 hours ago", "5 minutes ago", "just now": how long ago a stored answer was kept, in the largest whole unit.
import { differenceInMinutes, formatDistanceStrict, isValid, parseISO } from "date-fns";

export function formatStoredAgo(storedAt: string, now: Date = new Date()): string {
  const stored = parseISO(storedAt);
  if (!isValid(stored)) return "an earlier time";
  // Seconds would read as false precision for an answer kept a moment ago (or stamped by a clock slightly ahead).
  if (differenceInMinutes(now, stored) < 1) return "just now";
  return formatDistanceStrict(stored, now, { addSuffix: true, roundingMethod: "floor" });
}
