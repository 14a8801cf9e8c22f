// date-fns's `in` option for calendar arithmetic in UTC, so a calendar day never moves with the time zone of the
// server or the browser. UTCDateMini is all date-fns needs (the Date getters and setters, answered in UTC) and a third
// of UTCDate's code, which matters to every page that shows a date.
import { UTCDateMini } from "@date-fns/utc/date/mini";

export const inUtc = (value: Date | number | string): Date => new UTCDateMini(+new Date(value));
