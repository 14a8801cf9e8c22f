// THE table of risk flags: each flag's rule (in words and in code), its level and the tab holding its evidence.
// The risk summary on every company tab, the report's PDF and its workbook all read it, so a flag's level changes
// here only. Levels: high (red) for a company that has ended or is in an insolvency process, or whose latest
// figures or judgments say it cannot pay; medium (amber) for what an analyst should look into; info for history
// that is worth knowing but is not a warning (judgments all satisfied or set aside).
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { dateSortKey, formatDate, yearsSince } from "@/lib/format/dates";
import { formatSterling } from "@/lib/format/money";
import { ccjSummary, type CcjSummary } from "./ccj-summary";
import { companyStatusWords } from "./ch-words";
import { accountsOverdue } from "./deadlines";
import { alertTitle, splitAlerts } from "./restated-alerts";
import { scoreFinding } from "./score-flag";
import { profileChargeCounts } from "./charge-status";
import { type LinkedCompany, LINKED_RISK_YEARS, linkedCompanySummary } from "@/lib/people/linked-company-risk";

export const RISK_LEVELS = ["high", "medium", "info"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** How each level is named wherever it is shown (never by colour alone). */
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { high: "High risk", medium: "Warning", info: "Information" };

/** The company page's tabs that hold a flag's evidence (a subset of its tab ids, named here so lib/ needs no component). */
export type RiskEvidenceTab = "overview" | "financials" | "officers" | "charges" | "ccjs" | "assessment";

export interface RiskFinding {
  title: string;
  detail: string;
  /** Search parameters or a fragment that narrow the evidence, e.g. "?status=resigned". */
  suffix?: string;
}

/** What a flag reads beside the profile: facts this dashboard knows of the company's people (absent: none known yet). */
export interface RiskContext {
  /** The officers' other companies that ended recently (lib/people/linked-company-risk.ts). */
  linkedCompanies?: readonly LinkedCompany[];
}

export interface RiskFlag {
  id: string;
  level: RiskLevel;
  tab: RiskEvidenceTab;
  /** The rule in words, for the documentation and the report. */
  rule: string;
  /** `raised`: the ids of the flags earlier in the table that this profile raises. */
  find: (profile: CompanyProfile, now: Date, raised: ReadonlySet<string>, context?: RiskContext) => RiskFinding | null;
}

const FALSY_FLAGS = new Set(["", "n", "no", "false", "0", "none", "null", "not applicable"]);

/** Upstream flags are text: "Y", "true", or a description; "N", "false" and blanks mean no. */
export function isFlagSet(value: string | null | undefined): boolean {
  return value != null && !FALSY_FLAGS.has(value.trim().toLowerCase());
}

const EVENTS = "#events";

/** An ended or insolvent company: its status text matches, or one of the profile's flags is set. */
function statusFlag(title: string, status: RegExp, flags: Array<[string, (profile: CompanyProfile) => string | null]> = []) {
  return (profile: CompanyProfile): RiskFinding | null => {
    const reasons: string[] = [];
    if (status.test(profile.companyStatus ?? "")) reasons.push(`Status: ${companyStatusWords(profile.companyStatus)}`);
    for (const [label, read] of flags) {
      const value = read(profile);
      if (isFlagSet(value)) reasons.push(/^(y|yes|true|1)$/i.test(value?.trim() ?? "") ? `${label} flagged on the company's record` : `${label}: ${value?.trim()}`);
    }
    return reasons.length ? { title, detail: reasons.join("; "), suffix: EVENTS } : null;
  };
}

function latestAccounts(profile: CompanyProfile) {
  return [...profile.statutoryAccounts].sort((a, b) => dateSortKey(b.yearEndDate) - dateSortKey(a.yearEndDate))[0];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Satisfied and set-aside judgments each with their own sum: a set-aside judgment is void, never added to the rest. */
function settledParts(ccjs: CcjSummary): string[] {
  return [
    ccjs.satisfied.count ? `${ccjs.satisfied.count} satisfied ${formatSterling(ccjs.satisfied.amount)}` : null,
    ccjs.setAside.count ? `${ccjs.setAside.count} set aside ${formatSterling(ccjs.setAside.amount)}` : null,
  ].filter((part): part is string => part !== null);
}

export const RISK_FLAGS: readonly RiskFlag[] = [
  {
    // Companies House's converted-closed ends the company as dissolution does.
    id: "dissolved", level: "high", tab: "overview", rule: "The company status says dissolved or closed",
    find: statusFlag("Dissolved", /dissolv|closed/i),
  },
  {
    id: "liquidation", level: "high", tab: "overview", rule: "The status says liquidation, or companyLiquidationStatus is set",
    find: statusFlag("In liquidation", /liquidat/i, [["Liquidation", (profile) => profile.companyLiquidationStatus]]),
  },
  {
    id: "administration", level: "high", tab: "overview",
    rule: "The status says administration, or inAdministrationFlag or administrationOrderFlag is set",
    find: statusFlag("In administration", /administrat/i, [
      ["In administration", (profile) => profile.inAdministrationFlag],
      ["Administration order", (profile) => profile.administrationOrderFlag],
    ]),
  },
  {
    id: "receivership", level: "high", tab: "overview", rule: "The status says receivership (receiver action), or receiveManagerFlag is set",
    find: statusFlag("In receivership", /receiv/i, [["Receiver or manager appointed", (profile) => profile.receiveManagerFlag]]),
  },
  {
    id: "strike-off", level: "high", tab: "overview", rule: "The status says a proposal to strike off",
    find: statusFlag("Proposal to strike off", /strik\w*[\s-]*off/i),
  },
  {
    id: "voluntary-arrangement", level: "high", tab: "overview", rule: "The status says voluntary arrangement, or voluntaryAgreementFlag is set",
    find: statusFlag("Voluntary arrangement", /voluntary[\s_-]+arrangement/i, [["Voluntary arrangement", (profile) => profile.voluntaryAgreementFlag]]),
  },
  {
    // Companies House's insolvency-proceedings status: an insolvency process it does not name further.
    id: "insolvency-proceedings", level: "high", tab: "overview", rule: "The status says insolvency proceedings",
    find: statusFlag("Insolvency proceedings", /insolvency/i),
  },
  {
    id: "ccjs", level: "high", tab: "ccjs", rule: "At least one county court judgment is outstanding (not satisfied, paid or set aside)",
    find: (profile) => {
      const ccjs = ccjSummary(profile.ccjDetails);
      if (!ccjs.outstanding.count) return null;
      return {
        title: `${ccjs.outstanding.count} outstanding (unsatisfied) of ${plural(ccjs.count, "county court judgment")}`,
        detail: [`Outstanding ${formatSterling(ccjs.outstanding.amount)}`, ...settledParts(ccjs)].join("; "),
      };
    },
  },
  {
    id: "accounts-overdue", level: "high", tab: "financials", rule: "The accounts due date has passed (not flagged for a dissolved company)",
    // The header's "overdue" follows the same rule (./deadlines): due day passed, never for a dissolved company.
    find: (profile, now) => accountsOverdue(profile, now)
      ? {
        title: "Accounts overdue",
        detail: `Due ${formatDate(profile.accountsDueDate)}; latest made up to ${formatDate(profile.accountsMadeUpDate ?? profile.latestDateOfAccounts)}`,
      }
      : null,
  },
  {
    id: "negative-net-worth", level: "high", tab: "financials", rule: "The latest year's net worth (or shareholders' equity) is below zero",
    find: (profile) => {
      const latest = latestAccounts(profile);
      const netWorth = latest?.netWorth ?? latest?.totalShareholdersEquity ?? null;
      return netWorth != null && netWorth < 0
        ? { title: "Negative net worth", detail: `${formatSterling(netWorth)} at ${formatDate(latest.yearEndDate)}` }
        : null;
    },
  },
  {
    // The credit policy's base is tangible net worth: intangibles (goodwill, brands) are not there to pay creditors.
    id: "negative-tangible-net-worth", level: "high", tab: "financials",
    rule: "The latest year's tangible net worth (shareholders' equity less intangible assets) is below zero while its net worth is not",
    find: (profile, _now, raised) => {
      if (raised.has("negative-net-worth")) return null;
      const latest = latestAccounts(profile);
      const equity = latest?.totalShareholdersEquity ?? null;
      if (equity == null) return null;
      const intangibles = latest.intangibleAssets ?? 0;
      const tangible = equity - intangibles;
      return tangible < 0
        ? { title: "Negative tangible net worth", detail: `${formatSterling(tangible)} at ${formatDate(latest.yearEndDate)}: equity ${formatSterling(equity)} less intangibles ${formatSterling(intangibles)}` }
        : null;
    },
  },
  {
    id: "score-high", level: "high", tab: "assessment",
    rule: "The credit assessment scores the latest scored accounts high risk (the header's badge; not for accounts the models do not fit)",
    find: (profile) => scoreFinding(profile, "high"),
  },
  {
    id: "charges", level: "medium", tab: "charges",
    rule: "At least one charge is live: outstanding or partially satisfied (counted as the Charges tab counts them)",
    find: (profile) => {
      const charges = profileChargeCounts(profile);
      return charges.live > 0
        ? {
          title: plural(charges.live, "live charge"),
          detail: `${charges.outstanding} outstanding, ${charges.partiallySatisfied} partially satisfied; ${charges.total} registered in all`,
        }
        : null;
    },
  },
  {
    // A loss in the latest year reduces the credit policy's limit and makes its band at least moderate.
    id: "pretax-loss", level: "medium", tab: "financials", rule: "The latest year's accounts show a loss before tax",
    find: (profile) => {
      const latest = latestAccounts(profile);
      const loss = latest?.profitBeforeTax ?? null;
      return loss != null && loss < 0
        ? { title: "Pre-tax loss in the latest year", detail: `${formatSterling(loss)} in the year to ${formatDate(latest.yearEndDate)}` }
        : null;
    },
  },
  {
    id: "safe-alerts", level: "medium", tab: "overview",
    rule: "The record carries safe alerts that restate no flag above (one that does is shown under that flag)",
    find: (profile, _now, raised) => {
      const alerts = splitAlerts(profile.safealertsinformation, raised).own;
      return alerts.length
        ? {
          title: plural(alerts.length, "safe alert"),
          detail: alerts.slice(0, 2).map(alertTitle).join("; "),
          suffix: "#safe-alerts",
        }
        : null;
    },
  },
  {
    id: "score-moderate", level: "medium", tab: "assessment",
    rule: "The credit assessment scores the latest scored accounts moderate risk (the header's badge)",
    find: (profile) => scoreFinding(profile, "moderate"),
  },
  {
    id: "resignations", level: "medium", tab: "officers", rule: "A director resigned in the last twelve months",
    find: (profile, now) => {
      const resigned = profile.directorsData.filter((director) => {
        // Less than a whole calendar year ago (in UTC, so a leap year's 366 days count whole), and not in the future.
        return yearsSince(director.toDate, now) === 0;
      });
      if (!resigned.length) return null;
      const latest = [...resigned].sort((a, b) => dateSortKey(b.toDate) - dateSortKey(a.toDate))[0];
      return { title: `${plural(resigned.length, "director resignation")} in the last year`, detail: `Latest ${formatDate(latest.toDate)}`, suffix: "?status=resigned" };
    },
  },
  {
    // Issue 36: a director's recent failures elsewhere are for an analyst to look into, not a verdict on this company.
    id: "linked-company-risk", level: "medium", tab: "officers",
    rule: `An officer was a director of another company that went into liquidation or was struck off within the last ${LINKED_RISK_YEARS} years (appointments known to this dashboard)`,
    find: (_profile, _now, _raised, context) => {
      const linked = context?.linkedCompanies ?? [];
      if (!linked.length) return null;
      const { people, detail } = linkedCompanySummary(linked);
      return { title: `Linked-company risk: ${plural(people, "officer")}`, detail, suffix: "#linked-company-risk" };
    },
  },
  {
    id: "ccjs-settled", level: "info", tab: "ccjs", rule: "County court judgments on record, all satisfied, paid or set aside",
    find: (profile) => {
      const ccjs = ccjSummary(profile.ccjDetails);
      return ccjs.count && !ccjs.outstanding.count
        ? { title: `${plural(ccjs.count, "county court judgment")}, all satisfied or set aside`, detail: `${settledParts(ccjs).join("; ")}; none outstanding` }
        : null;
    },
  },
];
