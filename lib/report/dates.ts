// The model stores dates as ISO calendar days, read once with the screens' own date reader.
import { parseDate } from "@/lib/format/dates";

export function isoDay(value: string | number | null | undefined): string | null {
  const date = parseDate(value);
  return date ? date.toISOString().slice(0, 10) : null;
}
