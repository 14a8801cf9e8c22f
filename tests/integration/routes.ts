// One example request per BFF route, built from the operations table (so a new operation is covered on its own).
import { DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_TITLE_NUMBER } from "../../lib/sandbox/demo-companies";
import { operations } from "../../lib/upstream/operations";

const EXAMPLES: Record<string, string> = { crn: "09990001", title: DEMO_TITLE_NUMBER, codes: DEMO_COMMODITY_CODE };

export const OPERATION_PATHS: string[] = Object.values(operations).map((operation) => {
  const path = "/api" + operation.path.replace(/\{(\w+)\}/g, (_, name: string) => EXAMPLES[name] ?? "1");
  return operation.path === "/charges/registered-by-date" ? `${path}?${new URLSearchParams(DEMO_CHARGE_DATE_RANGE)}` : path;
});

/** The BFF's own routes beside the operations: tokens, audit, history, name search, subsidiaries and reports. */
export const ACCOUNT_PATHS = [
  "/api/tokens", "/api/audit", "/api/history", "/api/audit?format=csv", "/api/search/companies?q=harbour",
  "/api/search/subsidiaries?parent=09990019",
  "/api/reports/09990001?format=json", "/api/companies/09990020/ownership", "/api/compare?companies=1,2",
  "/api/watchlists", "/api/alerts", "/api/alerts/unread-count",
];

export const PAGE_PATHS = [
  "/", "/companies/09990001", "/companies/09990001/officers", "/search/charges", "/search/companies", "/audit",
  "/history", "/account/tokens", "/watchlists", "/alerts", "/compare",
  "/companies/09990020/ownership", "/companies/09990001/assessment",
];
