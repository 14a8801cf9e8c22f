// What the audit trail records an action as: the upstream operations by their titles, and the actions of the
// dashboard's own (a name search in the directory, the subsidiaries it has seen, a report download, a filing's
// document, the credit assessment, notes and decisions, the credit policy). The audit page's filter offers them all.
import { operations } from "../upstream/operations";

export const NAME_SEARCH = "Company name search";
export const REPORT_DOWNLOAD = "Company report";
export const FILING_DOCUMENT = "Filing document";
export const SUBSIDIARY_LIST = "Subsidiaries seen";
export const CREDIT_ASSESSMENT = "Credit assessment";
export const CREDIT_ASSESSMENT_CHANGES = "Credit assessment changes";
export const CREDIT_ASSESSMENT_WHAT_IF = "Credit assessment what-if";
export const COMPANY_NOTES = "Company notes";
export const COMPANY_NOTE_ADDED = "Company note added";
export const CREDIT_DECISIONS = "Credit decisions";
export const CREDIT_DECISION_RECORDED = "Credit decision recorded";
export const CREDIT_DECISION_APPROVAL = "Credit decision approved or rejected";
export const CREDIT_POLICY = "Credit policy";
export const CREDIT_POLICY_VERSIONS = "Credit policy versions";
export const CREDIT_POLICY_CHANGED = "Credit policy changed";
export const OWNERSHIP_GRAPH = "Ownership graph";
export const COMPANY_COMPARISON = "Company comparison";
export const WATCHLISTS = "Watchlists";
export const WATCHLIST_CREATED = "Watchlist created";
export const WATCHLIST_COMPANIES_ADDED = "Watchlist companies added";
export const WATCHLIST_COMPANY_REMOVED = "Watchlist company removed";
export const WATCHLIST_CHECK = "Watchlist check requested";
export const WATCHLIST_DELIVERY = "Watchlist delivery set";
export const WATCHLIST_CHANGED = "Watchlist changed";
export const WATCHLIST_DELETED = "Watchlist deleted";
export const WATCHLIST_COMPANY_MOVED = "Watchlist company moved";
export const ALERTS = "Alerts";
export const ALERTS_READ = "Alerts marked read";
export const ALERT_SEVERITY = "Alert severity mapping";
export const ALERT_SEVERITY_CHANGED = "Alert severity mapping changed";
export const ALERT_TRIAGE = "Alert triage read";
export const ALERT_ACKNOWLEDGED = "Alert acknowledged";
export const ALERT_UNACKNOWLEDGED = "Alert acknowledgement withdrawn";
export const ALERT_ASSIGNED = "Alert assigned";
export const ALERT_COMMENTED = "Alert commented on";
export const PERSON_APPOINTMENTS = "Person's appointments";
export const OFFICERS_LINKED_RISK = "Officers' linked-company risk";
export const COMPANY_SCREENING = "Company screening";
export const SCREENING_REVIEWED = "Screening match reviewed";

export const AUDITED_OPERATIONS: readonly string[] = [
  ...Object.values(operations).map((operation) => operation.title), NAME_SEARCH, REPORT_DOWNLOAD, FILING_DOCUMENT, SUBSIDIARY_LIST,
  CREDIT_ASSESSMENT, CREDIT_ASSESSMENT_CHANGES, CREDIT_ASSESSMENT_WHAT_IF, COMPANY_NOTES, COMPANY_NOTE_ADDED, CREDIT_DECISIONS, CREDIT_DECISION_RECORDED, CREDIT_DECISION_APPROVAL,
  CREDIT_POLICY, CREDIT_POLICY_VERSIONS, CREDIT_POLICY_CHANGED,
  OWNERSHIP_GRAPH, COMPANY_COMPARISON,
  WATCHLISTS, WATCHLIST_CREATED, WATCHLIST_COMPANIES_ADDED, WATCHLIST_COMPANY_REMOVED, WATCHLIST_CHECK, WATCHLIST_DELIVERY, WATCHLIST_CHANGED, WATCHLIST_DELETED, WATCHLIST_COMPANY_MOVED,
  ALERTS, ALERTS_READ, ALERT_SEVERITY, ALERT_SEVERITY_CHANGED, ALERT_TRIAGE, ALERT_ACKNOWLEDGED, ALERT_UNACKNOWLEDGED, ALERT_ASSIGNED, ALERT_COMMENTED,
  PERSON_APPOINTMENTS, OFFICERS_LINKED_RISK, COMPANY_SCREENING, SCREENING_REVIEWED,
];
