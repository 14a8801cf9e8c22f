// What the risk summary flags, derived from the profile alone (so it shows on every tab with one fetch). Each item
// names the tab holding its evidence. Pure, in lib/, because the company page and the exported report share it.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { dateSortKey, formatDate, isPast, parseDate } from "@/lib/format/dates";
import { formatSterling } from "@/lib/format/money";
import { ccjTotals } from "./ccj-summary";
import { chargeCounts, chargeRows } from "./charge-rows";

/** The company page's tabs that hold a flag's evidence (a subset of its tab ids, named here so lib/ needs no component). */
export type RiskEvidenceTab = "overview" | "financials" | "officers" | "charges" | "ccjs";

export interface RiskItem {
  id: string;
  severity: "high" | "medium";
  title: string;
  detail: string;
  tab: RiskEvidenceTab;
  /** Search parameters or a fragment that narrow the evidence, e.g. "?status=resigned". */
  suffix?: string;
}

const FALSY_FLAGS = new Set(["", "n", "no", "false", "0", "none", "null", "not applicable"]);

/** Upstream flags are text: "Y", "true", or a description; "N", "false" and blanks mean no. */
export function isFlagSet(value: string | null | undefined): boolean {
  return value != null && !FALSY_FLAGS.has(value.trim().toLowerCase());
}

const RECENT_MS = 365 * 24 * 60 * 60 * 1000;

export function riskItems(profile: CompanyProfile, now: Date = new Date()): RiskItem[] {
  const items: RiskItem[] = [];

  const ccjs = ccjTotals(profile.ccjDetails);
  if (ccjs.count) {
    items.push({
      id: "ccjs",
      severity: ccjs.unsatisfiedCount ? "high" : "medium",
      title: `${ccjs.unsatisfiedCount} unsatisfied of ${ccjs.count} county court judgment${ccjs.count === 1 ? "" : "s"}`,
      detail: `Unsatisfied ${formatSterling(ccjs.unsatisfiedTotal)}; ${formatSterling(ccjs.total)} in all`,
      tab: "ccjs",
    });
  }

  // Counted as the Charges tab counts them, so the flag and the tab it links to show the same numbers.
  const charges = chargeCounts(profile, chargeRows(profile.mortgages, []));
  if (charges.outstanding > 0) {
    items.push({
      id: "charges",
      severity: "medium",
      title: `${charges.outstanding} outstanding charge${charges.outstanding === 1 ? "" : "s"}`,
      detail: `${charges.total} registered in all`,
      tab: "charges",
    });
  }

  const insolvency = [
    ["Liquidation", profile.companyLiquidationStatus],
    ["Administration order", profile.administrationOrderFlag],
    ["In administration", profile.inAdministrationFlag],
    ["Receiver or manager appointed", profile.receiveManagerFlag],
    ["Voluntary arrangement", profile.voluntaryAgreementFlag],
  ] as const;
  for (const [label, value] of insolvency) {
    if (isFlagSet(value)) {
      items.push({ id: `flag-${label}`, severity: "high", title: label, detail: flagDetail(value), tab: "overview", suffix: "#events" });
    }
  }

  if (isPast(profile.accountsDueDate, now) && !/dissolv/i.test(profile.companyStatus ?? "")) {
    items.push({
      id: "accounts-overdue",
      severity: "high",
      title: "Accounts overdue",
      detail: `Due ${formatDate(profile.accountsDueDate)}; latest made up to ${formatDate(profile.accountsMadeUpDate ?? profile.latestDateOfAccounts)}`,
      tab: "financials",
    });
  }

  const alerts = profile.safealertsinformation;
  if (alerts.length) {
    items.push({
      id: "safe-alerts",
      severity: "medium",
      title: `${alerts.length} safe alert${alerts.length === 1 ? "" : "s"}`,
      detail: alerts.slice(0, 2).map((alert) => alert.alertCodeTitle ?? alert.alertCode ?? "Alert").join("; "),
      tab: "overview",
      suffix: "#safe-alerts",
    });
  }

  const resigned = profile.directorsData.filter((director) => {
    const left = parseDate(director.toDate);
    return left !== null && left.getTime() <= now.getTime() && now.getTime() - left.getTime() <= RECENT_MS;
  });
  if (resigned.length) {
    const latest = [...resigned].sort((a, b) => dateSortKey(b.toDate) - dateSortKey(a.toDate))[0];
    items.push({
      id: "resignations",
      severity: "medium",
      title: `${resigned.length} director resignation${resigned.length === 1 ? "" : "s"} in the last year`,
      detail: `Latest ${formatDate(latest.toDate)}`,
      tab: "officers",
      suffix: "?status=resigned",
    });
  }

  const latestAccounts = [...profile.statutoryAccounts].sort((a, b) => dateSortKey(b.yearEndDate) - dateSortKey(a.yearEndDate))[0];
  const netWorth = latestAccounts?.netWorth ?? latestAccounts?.totalShareholdersEquity ?? null;
  if (netWorth != null && netWorth < 0) {
    items.push({
      id: "negative-net-worth",
      severity: "high",
      title: "Negative net worth",
      detail: `${formatSterling(netWorth)} at ${formatDate(latestAccounts.yearEndDate)}`,
      tab: "financials",
    });
  }

  return items.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "high" ? -1 : 1));
}

function flagDetail(value: string | null): string {
  const text = value?.trim() ?? "";
  return /^(y|yes|true|1)$/i.test(text) ? "Flagged on the company's record" : text;
}
