// The model stores dates as ISO calendar days, read once with the screens' own date reader.
import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";
import { parseDate } from "@/lib/format/dates";

export function isoDay(value: string | number | null | undefined): string | null {
  const date = parseDate(value);
  return date ? format(new UTCDate(date.getTime()), "yyyy-MM-dd") : null;
}
