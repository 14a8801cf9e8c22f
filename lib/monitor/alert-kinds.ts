// The kinds of change a check reports, and where on the company page each one's evidence is.

export const ALERT_KINDS = [
  "status", "name", "address", "officer-appointed", "officer-resigned", "psc-notified", "psc-ceased",
  "charge-registered", "charge-satisfied", "ccj", "accounts-filed", "accounts-overdue", "filing", "score-band",
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  status: "Status", name: "Name", address: "Registered address", "officer-appointed": "Officer appointed",
  "officer-resigned": "Officer resigned", "psc-notified": "PSC notified", "psc-ceased": "PSC ceased",
  "charge-registered": "Charge registered", "charge-satisfied": "Charge satisfied", ccj: "County court judgment",
  "accounts-filed": "Accounts filed", "accounts-overdue": "Accounts overdue", filing: "Filing", "score-band": "Credit band",
};

const EVIDENCE_TAB: Record<AlertKind, string> = {
  status: "", name: "", address: "", "officer-appointed": "/officers", "officer-resigned": "/officers",
  "psc-notified": "/psc", "psc-ceased": "/psc", "charge-registered": "/charges", "charge-satisfied": "/charges",
  ccj: "/ccjs", "accounts-filed": "/financials", "accounts-overdue": "/financials", filing: "/filings",
  "score-band": "/assessment",
};

/** The dashboard page that shows what the alert is about. */
export function evidencePath(kind: AlertKind, crn: string): string {
  return `/companies/${crn}${EVIDENCE_TAB[kind]}`;
}
