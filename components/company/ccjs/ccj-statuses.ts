// The CCJ statuses the BFF accepts as a filter, from the browser-safe vocabularies the operations table also reads.
import { CCJ_STATUSES } from "@/lib/upstream/vocabularies";
import type { CcjStatus } from "@/lib/queries/company-queries";

export const CCJ_STATUS_OPTIONS: readonly CcjStatus[] = CCJ_STATUSES;
