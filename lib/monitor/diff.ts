// The differences between a company's previous snapshot and this one, each in plain words with its figures. Pure:
// the check stores what this returns, and the `key` of each change is what makes it alerted once only.
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import type { AlertKind } from "./alert-kinds";
import type { Snapshot } from "./snapshot";

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

export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
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
    const amount = judgment.amount == null ? "amount not given" : formatSterlingFull(judgment.amount);
    push("ccj", key, "New county court judgment",
      `New county court judgment: ${amount} to ${or(judgment.plaintiff, "a claimant not named")}, ${day(judgment.date)}, ${judgment.status}` +
      `${judgment.court ? ` (${judgment.court}${judgment.caseNumber ? `, case ${judgment.caseNumber}` : ""})` : ""}.`);
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

  for (const [key, item] of added(before.filings, after.filings)) {
    push("filing", key, `New filing: ${item.text}`, `Filed ${day(item.date)}: ${item.text}.`);
  }

  if (before.band !== after.band && after.band) {
    const was = before.band ? RISK_BAND_LABELS[before.band] : "no score";
    // The credit policy's band (the models' band worsened by its overrides), naming the version that gave it.
    const policy = after.policyVersion == null ? "" : ` under credit policy v${after.policyVersion}`;
    push("score-band", `${before.band}>${after.band}`, `Credit band now ${RISK_BAND_LABELS[after.band]}`,
      `The credit band moved from ${was} to ${RISK_BAND_LABELS[after.band]}${policy}.`);
  }
  return changes;
}
