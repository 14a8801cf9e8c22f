// The differences between a company's previous snapshot and this one, each in plain words with its figures. Pure:
// the check stores what this returns, and the `key` of each change is what makes it alerted once only.
import { CCJ_STANDING_WORDS } from "@/lib/company/ccj-summary";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import type { AlertKind } from "./alert-kinds";
import type { Snapshot } from "./snapshot";
import { verdictChanges, type PolicyVersions } from "./verdict-changes";

export interface Change {
  kind: AlertKind;
  /** The same change found again (a re-run check, another list's check) has the same key. */
  key: string;
  title: string;
  detail: string;
}

const or = (value: string | null | undefined, missing: string) => value?.trim() || missing;
const day = (value: string | null | undefined) => (value ? formatDate(value) : "date not given");

function added<T>(before: Record<string, T>, after: Record<string, T>): Array<[string, T]> {
  return Object.entries(after).filter(([key]) => !Object.hasOwn(before, key));
}

function both<T>(before: Record<string, T>, after: Record<string, T>): Array<[string, T, T]> {
  return Object.entries(after).filter(([key]) => Object.hasOwn(before, key)).map(([key, next]) => [key, before[key] as T, next]);
}

type ChargeState = Snapshot["charges"][string];

/**
 * What changed in a charge's satisfaction: "full" when it became fully satisfied, "part" when it became (or was
 * again) partially satisfied. A snapshot from before statuses were kept tells only by the date, as a full one.
 */
function satisfaction(was: ChargeState, now: ChargeState): "part" | "full" | null {
  if (!now.status || !was.status) {
    if (was.satisfied || !now.satisfied) return null;
    return now.status === "Partially satisfied" ? "part" : "full";
  }
  if (now.status === "Satisfied") return was.status === "Satisfied" ? null : "full";
  if (now.status === "Partially satisfied") return was.status !== "Partially satisfied" || was.satisfied !== now.satisfied ? "part" : null;
  return null;
}

type CcjState = Snapshot["ccjs"][string];

/** A judgment in words: its amount, claimant and date, then (when given) its status, then its court and case. */
function judgmentWords(judgment: CcjState, withStatus = false): string {
  const amount = judgment.amount == null ? "amount not given" : formatSterlingFull(judgment.amount);
  return `${amount} to ${or(judgment.plaintiff, "a claimant not named")}, ${day(judgment.date)}${withStatus ? `, ${judgment.status}` : ""}` +
    `${judgment.court ? ` (${judgment.court}${judgment.caseNumber ? `, case ${judgment.caseNumber}` : ""})` : ""}`;
}

const CCJ_STATUS_TITLES = {
  satisfied: "County court judgment satisfied", "set-aside": "County court judgment set aside", outstanding: "County court judgment outstanding again",
} as const;

/**
 * `policies`: the credit policy of each version the check knows, so a band or limit change caused by a new policy
 * version names the fields it moved; without it the cause still names the version.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot, policies?: PolicyVersions): Change[] {
  const changes: Change[] = [];
  const push = (kind: AlertKind, key: string, title: string, detail: string) => changes.push({ kind, key: `${kind}:${key}`, title, detail });

  if (before.status !== after.status) {
    push("status", `${before.status}>${after.status}`, `Status changed to ${or(after.status, "not given")}`,
      `Company status changed from ${or(before.status, "not given")} to ${or(after.status, "not given")}.`);
  }
  if (before.name !== after.name) {
    push("name", `${before.name}>${after.name}`, `Name changed to ${or(after.name, "not given")}`,
      `Company name changed from ${or(before.name, "not given")} to ${or(after.name, "not given")}.`);
  }
  if (before.address !== after.address) {
    push("address", `${before.address}>${after.address}`, "Registered address changed",
      `Registered office moved from ${or(before.address, "no address")} to ${or(after.address, "no address")}.`);
  }

  for (const [key, officer] of added(before.officers, after.officers)) {
    if (officer.resigned) continue;
    push("officer-appointed", key, `Officer appointed: ${officer.name}`,
      `${officer.name} appointed ${officer.role}, ${day(officer.appointed)}.`);
  }
  for (const [key, was, now] of both(before.officers, after.officers)) {
    if (!was.resigned && now.resigned) {
      push("officer-resigned", key, `Officer resigned: ${now.name}`, `${now.name} resigned as ${now.role}, ${day(now.resigned)}.`);
    }
  }

  for (const [key, person] of added(before.pscs, after.pscs)) {
    if (person.ceased) continue;
    push("psc-notified", key, `New person with significant control: ${person.name}`,
      `${person.name} notified as a person with significant control, ${day(person.notified)}.`);
  }
  for (const [key, was, now] of both(before.pscs, after.pscs)) {
    if (!was.ceased && now.ceased) {
      push("psc-ceased", key, `Person with significant control ceased: ${now.name}`,
        `${now.name} ceased to be a person with significant control, ${day(now.ceased)}.`);
    }
  }

  for (const [key, item] of added(before.charges, after.charges)) {
    const lender = item.lender ? ` in favour of ${item.lender}` : "";
    push("charge-registered", key, `New charge registered${item.code ? `: ${item.code}` : ""}`,
      `Charge ${or(item.code, "without a code")}${lender} created ${day(item.created)}${item.description ? `: ${item.description}` : ""}.`);
  }
  for (const [key, was, now] of both(before.charges, after.charges)) {
    const lender = now.lender ? ` in favour of ${now.lender}` : "";
    const step = satisfaction(was, now);
    // A partial satisfaction leaves the charge live: said so, and alerted apart from its full satisfaction later.
    if (step === "part") {
      push("charge-satisfied", `${key}|part|${now.satisfied ?? ""}`, `Charge partially satisfied${now.code ? `: ${now.code}` : ""}`,
        `Charge ${or(now.code, "without a code")}${lender} partially satisfied ${day(now.satisfied)}; it remains live.`);
    } else if (step === "full") {
      push("charge-satisfied", key, `Charge satisfied${now.code ? `: ${now.code}` : ""}`,
        `Charge ${or(now.code, "without a code")}${lender} satisfied ${day(now.satisfied)}.`);
    }
  }

  for (const [key, judgment] of added(before.ccjs, after.ccjs)) {
    push("ccj", key, "New county court judgment", `New county court judgment: ${judgmentWords(judgment, true)}.`);
  }
  // The same judgment (its case, date and amount) whose standing moved; a snapshot from before standings were kept
  // cannot tell, so it raises nothing rather than a guess.
  for (const [key, was, now] of both(before.ccjs, after.ccjs)) {
    if (!was.standing || !now.standing || was.standing === now.standing) continue;
    const paid = now.standing === "satisfied" && now.paid ? `, paid ${day(now.paid)}` : "";
    push("ccj-status", `${key}|${now.standing}`, CCJ_STATUS_TITLES[now.standing],
      `The county court judgment of ${judgmentWords(now)} is now ${CCJ_STANDING_WORDS[now.standing].toLowerCase()}${paid} ` +
      `(before, ${CCJ_STANDING_WORDS[was.standing].toLowerCase()}); status ${now.status}.`);
  }

  if (after.accounts.madeUpTo && after.accounts.madeUpTo !== before.accounts.madeUpTo) {
    push("accounts-filed", after.accounts.madeUpTo, `Accounts filed, made up to ${formatDate(after.accounts.madeUpTo)}`,
      `New accounts made up to ${formatDate(after.accounts.madeUpTo)}` +
      `${before.accounts.madeUpTo ? ` (previous accounts made up to ${formatDate(before.accounts.madeUpTo)})` : ""}.`);
  }
  if (after.accounts.overdue && !before.accounts.overdue) {
    push("accounts-overdue", or(after.accounts.dueDate, "unknown"), "Accounts overdue",
      `Accounts were due ${day(after.accounts.dueDate)} and have not been filed; latest made up to ${day(after.accounts.madeUpTo)}.`);
  }

  // A snapshot from before the confirmation statement was kept compares as unknown.
  if (after.confirmation?.overdue && before.confirmation && !before.confirmation.overdue) {
    push("confirmation-overdue", or(after.confirmation.dueDate, "unknown"), "Confirmation statement overdue",
      `The confirmation statement was due ${day(after.confirmation.dueDate)} and has not been filed; the last was made up to ${day(after.confirmation.madeUpTo)}.`);
  }

  for (const [key, item] of added(before.filings, after.filings)) {
    push("filing", key, `New filing: ${item.text}`, `Filed ${day(item.date)}: ${item.text}.`);
  }

  // The band and the limit, each with the credit policy's own account of why (./verdict-changes).
  changes.push(...verdictChanges(before, after, policies));
  return changes;
}
