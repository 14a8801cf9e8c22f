// The kinds of change a check reports, their names in every place an alert is shown (the inbox, the e-mail digest,
// the webhook payload's kind), and where on the company page each one's evidence is.

export const ALERT_KINDS = [
  "status", "name", "address", "officer-appointed", "officer-resigned", "psc-notified", "psc-ceased",
  "charge-registered", "charge-satisfied", "ccj", "ccj-status", "accounts-filed", "accounts-overdue", "confirmation-overdue",
  "filing", "score-band", "credit-limit", "review-due", "screening-match",
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  status: "Status", name: "Name", address: "Registered address", "officer-appointed": "Officer appointed",
  "officer-resigned": "Officer resigned", "psc-notified": "PSC notified", "psc-ceased": "PSC ceased",
  "charge-registered": "Charge registered", "charge-satisfied": "Charge satisfied", ccj: "County court judgment",
  "ccj-status": "County court judgment satisfied or set aside", "accounts-filed": "Accounts filed",
  "accounts-overdue": "Accounts overdue", "confirmation-overdue": "Confirmation statement overdue", filing: "Filing",
  "score-band": "Credit band", "credit-limit": "Suggested credit limit", "review-due": "Decision review date reached",
  "screening-match": "Screening match",
};

const EVIDENCE_TAB: Record<AlertKind, string> = {
  status: "", name: "", address: "", "officer-appointed": "/officers", "officer-resigned": "/officers",
  "psc-notified": "/psc", "psc-ceased": "/psc", "charge-registered": "/charges", "charge-satisfied": "/charges",
  ccj: "/ccjs", "ccj-status": "/ccjs", "accounts-filed": "/financials", "accounts-overdue": "/financials",
  "confirmation-overdue": "/filings", filing: "/filings", "score-band": "/assessment", "credit-limit": "/assessment",
  "review-due": "/assessment", "screening-match": "/screening",
};

/** The dashboard page that shows what the alert is about. */
export function evidencePath(kind: AlertKind, crn: string): string {
  return `/companies/${crn}${EVIDENCE_TAB[kind]}`;
}
