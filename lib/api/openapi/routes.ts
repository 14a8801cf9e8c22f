// Every /api route the API's description covers, one entry per app/api route file but the catch-all for unknown
// paths (app/api/[...path], which serves no resource: the description says what any other path answers).
import { COMPANY_ROUTES } from "./routes-company";
import { MONITOR_ROUTES } from "./routes-monitor";
import { OPERATION_ROUTES } from "./routes-operations";
import { OWN_ROUTES } from "./routes-own";
import type { DescribedRoute } from "./described";

export const DESCRIBED_ROUTES: readonly DescribedRoute[] = [...OPERATION_ROUTES, ...COMPANY_ROUTES, ...MONITOR_ROUTES, ...OWN_ROUTES];
