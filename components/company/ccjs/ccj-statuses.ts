// The CCJ statuses the BFF accepts as a filter. Written out rather than imported so the browser bundle does not
// pull in the operations table and its schemas; the type check ties the two lists together.
import type { CcjStatus } from "@/lib/queries/company-queries";

export const CCJ_STATUS_OPTIONS: readonly CcjStatus[] = ["satisfied", "set aside", "new judgment"];
