// How serious an alert is: red / amber / green, as D&B UK grades its monitoring alerts. The level follows the change,
// not only its kind (a status change to liquidation is red, one back to active is not), so a change is first named
// by its cause, and the cause carries the level. The default mapping lives here alone; every screen, the API, the
// webhook and the e-mail read the level through severityOf.
import type { AlertKind } from "./alert-kinds";

export const SEVERITIES = ["red", "amber", "green"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Record<Severity, string> = { red: "Red", amber: "Amber", green: "Green" };

/** Red first: the order the inbox sorts by. */
export const SEVERITY_RANK: Record<Severity, number> = { red: 0, amber: 1, green: 2 };

/** What an alert is about, finely enough to grade it. */
export const ALERT_CAUSES = [
  "liquidation", "administration", "receivership", "winding-up", "strike-off-notice", "dissolution", "status-other",
  "ccj", "charge-registered", "officer-change", "psc-change", "address-change", "name-change", "accounts-overdue",
  "confirmation-overdue", "band-down", "limit-down", "review-due", "band-up", "limit-up", "ccj-satisfied", "ccj-set-aside",
  "charge-satisfied", "accounts-filed", "filing", "sanctions-match", "pep-match", "debarment-match", "other-list-match",
] as const;
export type AlertCause = (typeof ALERT_CAUSES)[number];

export type SeverityMapping = Record<AlertCause, Severity>;

export const DEFAULT_SEVERITY: SeverityMapping = {
  liquidation: "red", administration: "red", receivership: "red", "winding-up": "red", "strike-off-notice": "red",
  dissolution: "red", "status-other": "amber",
  ccj: "amber", "charge-registered": "amber", "officer-change": "amber", "psc-change": "amber", "address-change": "amber",
  "name-change": "amber", "accounts-overdue": "amber", "confirmation-overdue": "amber", "band-down": "amber", "limit-down": "amber",
  // A review falling due is a task, not news about the company: amber, so it is seen without ranking with insolvency.
  "review-due": "amber",
  // Set aside is green like satisfied: the court has removed the judgment, so it no longer counts against the company.
  "band-up": "green", "limit-up": "green", "ccj-satisfied": "green", "ccj-set-aside": "green", "charge-satisfied": "green",
  "accounts-filed": "green", filing: "green",
  // A new screening match (lib/screening/rescreen-changes.ts): a sanctions match is red, as the issue says; a PEP is
  // amber; a debarment (or any other list topic) amber too: it limits whom one may contract with, but it is not a
  // prohibition on dealing as a sanction is, and the analyst's review decides what it means.
  "sanctions-match": "red", "pep-match": "amber", "debarment-match": "amber", "other-list-match": "amber",
};

// Companies House and the upstream word statuses loosely ("Liquidation", "In Administration", "Proposal to Strike
// off", "Dissolved"): matched by the word, most specific first (a winding-up order is also a liquidation).
const STATUS_CAUSES: Array<[RegExp, AlertCause]> = [
  [/wind(ing)?[ -]?up/i, "winding-up"],
  [/strik(e|ing)[ -]?off/i, "strike-off-notice"],
  [/liquidat/i, "liquidation"],
  [/administrat/i, "administration"],
  [/receiver/i, "receivership"],
  [/dissol/i, "dissolution"],
];

// The credit policy's bands, best first; a move to a later one is down.
const BAND_ORDER = ["low", "moderate", "high"];

/** The status a status change's key (`status:<before>><after>`) moved to. */
function statusAfter(changeKey: string): string {
  const body = changeKey.replace(/^status:/, "");
  return body.slice(body.lastIndexOf(">") + 1);
}

/** A band change's key is `score-band:<before>><after>`, then `|<fingerprint>` since the fingerprint was added. */
function bandCause(changeKey: string): AlertCause {
  const [before = "", after = ""] = changeKey.replace(/^score-band:/, "").split("|")[0]!.split(">");
  const was = Math.max(BAND_ORDER.indexOf(before), 0);
  // No band before (a first score) counts as down only when the new band is not the best.
  return BAND_ORDER.indexOf(after) > was ? "band-down" : "band-up";
}

/** A limit change's key is `credit-limit:<before>><after>|<fingerprint>`, each in pounds or "none" (no limit suggested). */
function limitCause(changeKey: string): AlertCause {
  const [before = "none", after = "none"] = changeKey.replace(/^credit-limit:/, "").split("|")[0]!.split(">");
  const pounds = (value: string) => (value === "none" ? 0 : Number(value));
  return pounds(after) > pounds(before) ? "limit-up" : "limit-down";
}

/** A judgment's status change is keyed `ccj-status:<judgment>|<standing now>`. */
function ccjStatusCause(changeKey: string): AlertCause {
  const standing = changeKey.slice(changeKey.lastIndexOf("|") + 1);
  return standing === "satisfied" ? "ccj-satisfied" : standing === "set-aside" ? "ccj-set-aside" : "ccj";
}

/** A screening match is keyed `screening-match:<sanctions|pep|debarment|other>|…` (lib/screening/rescreen-changes.ts). */
function screeningCause(changeKey: string): AlertCause {
  const topic = changeKey.replace(/^screening-match:/, "").split("|")[0];
  return topic === "sanctions" ? "sanctions-match" : topic === "pep" ? "pep-match" : topic === "debarment" ? "debarment-match" : "other-list-match";
}

/** The cause of a change, from its kind and the key the diff gave it (stored with the alert). */
export function alertCause(kind: AlertKind, changeKey: string): AlertCause {
  switch (kind) {
    case "status": {
      const after = statusAfter(changeKey);
      return STATUS_CAUSES.find(([pattern]) => pattern.test(after))?.[1] ?? "status-other";
    }
    case "name": return "name-change";
    case "address": return "address-change";
    case "officer-appointed": case "officer-resigned": return "officer-change";
    case "psc-notified": case "psc-ceased": return "psc-change";
    case "charge-registered": return "charge-registered";
    case "charge-satisfied": return "charge-satisfied";
    case "ccj": return "ccj";
    case "ccj-status": return ccjStatusCause(changeKey);
    case "accounts-filed": return "accounts-filed";
    case "accounts-overdue": return "accounts-overdue";
    case "confirmation-overdue": return "confirmation-overdue";
    case "filing": return "filing";
    case "score-band": return bandCause(changeKey);
    case "credit-limit": return limitCause(changeKey);
    case "review-due": return "review-due";
    case "screening-match": return screeningCause(changeKey);
  }
}

/** The level of a change under a mapping (the default unless one is given). */
export function severityOf(kind: AlertKind, changeKey: string, mapping: SeverityMapping = DEFAULT_SEVERITY): Severity {
  return mapping[alertCause(kind, changeKey)];
}

export const ALERT_CAUSE_LABELS: Record<AlertCause, string> = {
  liquidation: "Status: liquidation", administration: "Status: administration", receivership: "Status: receivership",
  "winding-up": "Status: winding-up", "strike-off-notice": "Status: strike-off notice", dissolution: "Status: dissolved",
  "status-other": "Status: any other change", ccj: "County court judgment", "charge-registered": "Charge registered",
  "officer-change": "Officer appointed or resigned", "psc-change": "PSC notified or ceased", "address-change": "Registered address changed",
  "name-change": "Name changed", "accounts-overdue": "Accounts overdue", "confirmation-overdue": "Confirmation statement overdue",
  "band-down": "Credit band down", "limit-down": "Suggested limit down 20% or more", "review-due": "Decision review date reached",
  "band-up": "Credit band up", "limit-up": "Suggested limit up 20% or more", "ccj-satisfied": "County court judgment satisfied",
  "ccj-set-aside": "County court judgment set aside", "charge-satisfied": "Charge satisfied", "accounts-filed": "Accounts filed", filing: "New filing",
  "sanctions-match": "Screening: new sanctions match", "pep-match": "Screening: new PEP match", "debarment-match": "Screening: new debarment match",
  "other-list-match": "Screening: new match on another list topic",
};
