// The verdicts spec's own reading of the upstream's answer: what each screen must show, computed here from the raw
// records the sandbox serves (fetched with the upstream key, never through the dashboard) and never by calling the
// dashboard's lib/, so a derivation that is wrong on every screen alike still fails. Only spec fields are read.

type Json = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const amount = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** A calendar day of the upstream's dates (ISO, with or without a time) as UTC midnight; null when unreadable. */
function day(value: unknown): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value));
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

// ---- Charges: part-satisfied is live debt, as an outstanding charge is.

export type ChargeState = "outstanding" | "part-satisfied" | "satisfied";

/** Companies House's memorandum natures (outstanding, part-satisfied, fully-satisfied), or words to that effect. */
export function chargeState(charge: Json): ChargeState {
  const nature = text(charge.memorandumNature);
  if (/part/i.test(nature)) return "part-satisfied";
  if ((/satisf/i.test(nature) && !/\b(un|not\s*)satisf/i.test(nature)) || (!nature && text(charge.satisfiedDate))) return "satisfied";
  return "outstanding";
}

export interface ChargeTruth {
  outstanding: number;
  partSatisfied: number;
  satisfied: number;
  /** Outstanding plus part-satisfied: debt still secured on the company. */
  live: number;
  total: number;
  /** Part-satisfied charges whose satisfiedDate dates the part-satisfaction: one timeline event each. */
  partSatisfactionEvents: number;
  /** Fully satisfied charges with a satisfaction date: one "satisfied" event each. */
  satisfactionEvents: number;
  /** partFrom: when a live charge was partially satisfied (its creation when that is not dated). */
  spans: Array<{ from: Date; to: Date | null; partFrom: Date | null }>;
}

export function chargeTruth(profile: Json): ChargeTruth {
  const charges = (profile.mortgages as Json[] | undefined) ?? [];
  const count = (state: ChargeState) => charges.filter((charge) => chargeState(charge) === state).length;
  const spans = charges.flatMap((charge) => {
    const from = day(charge.createdDate) ?? day(charge.regDate);
    if (!from) return [];
    // Only a full satisfaction ends the debt; a satisfied charge without a date never counts at a year end.
    const state = chargeState(charge);
    const to = state === "satisfied" ? day(charge.satisfiedDate) ?? from : null;
    return [{ from, to, partFrom: state === "part-satisfied" ? day(charge.satisfiedDate) ?? from : null }];
  });
  const outstanding = count("outstanding");
  const partSatisfied = count("part-satisfied");
  return {
    outstanding, partSatisfied, satisfied: count("satisfied"), live: outstanding + partSatisfied, total: charges.length,
    partSatisfactionEvents: charges.filter((charge) => chargeState(charge) === "part-satisfied" && day(charge.satisfiedDate)).length,
    satisfactionEvents: charges.filter((charge) => chargeState(charge) === "satisfied" && day(charge.satisfiedDate)).length,
    spans,
  };
}

// ---- County court judgments: outstanding apart from satisfied and set aside.

export type JudgmentState = "outstanding" | "satisfied" | "set-aside";

export function judgmentState(ccj: Json): JudgmentState {
  const status = text(ccj.ccjStatus);
  if (/set\s*aside|cancel/i.test(status)) return "set-aside";
  if (/satisf|paid/i.test(status) || day(ccj.ccjPaidDate)) return "satisfied";
  return "outstanding";
}

export type CcjTruth = Record<JudgmentState, { count: number; amount: number }> & {
  all: { count: number; amount: number };
  spans: Array<{ from: Date; to: Date | null; amount: number }>;
};

export function ccjTruth(items: readonly Json[]): CcjTruth {
  const group = (state: JudgmentState | null) => {
    const chosen = items.filter((ccj) => state === null || judgmentState(ccj) === state);
    return { count: chosen.length, amount: chosen.reduce((sum, ccj) => sum + amount(ccj.ccjAmount), 0) };
  };
  const spans = items.flatMap((ccj) => {
    const from = day(ccj.ccjDate);
    if (!from) return [];
    // Paid: unsatisfied until the payment; satisfied or set aside without a date: never unsatisfied at a year end.
    const to = judgmentState(ccj) === "outstanding" ? null : day(ccj.ccjPaidDate) ?? from;
    return [{ from, to, amount: amount(ccj.ccjAmount) }];
  });
  return { outstanding: group("outstanding"), satisfied: group("satisfied"), "set-aside": group("set-aside"), all: group(null), spans };
}

// ---- Debt over time: live charges and unsatisfied judgments at each 31 December, this year as at today.

export interface DebtYearTruth {
  year: number;
  liveCharges: number;
  /** Of the live charges, those partially satisfied by then. */
  partSatisfiedCharges: number;
  unsatisfiedCcjs: number;
  unsatisfiedCcjAmount: number;
}

export function debtYears(charges: ChargeTruth, ccjs: CcjTruth, now: Date = new Date()): DebtYearTruth[] {
  const starts = [...charges.spans, ...ccjs.spans].map((span) => span.from.getUTCFullYear());
  if (!starts.length) return [];
  const open = (span: { from: Date; to: Date | null }, at: Date) => span.from <= at && (span.to === null || span.to > at);
  const years: DebtYearTruth[] = [];
  for (let year = Math.min(...starts); year <= now.getUTCFullYear(); year += 1) {
    const at = year === now.getUTCFullYear() ? now : new Date(Date.UTC(year, 11, 31, 23, 59, 59));
    const judgments = ccjs.spans.filter((span) => open(span, at));
    const live = charges.spans.filter((span) => open(span, at));
    years.push({
      year, liveCharges: live.length, partSatisfiedCharges: live.filter((span) => span.partFrom !== null && span.partFrom <= at).length,
      unsatisfiedCcjs: judgments.length,
      unsatisfiedCcjAmount: judgments.reduce((sum, span) => sum + span.amount, 0),
    });
  }
  return years;
}

// ---- Accounts: the latest year against the one before, and whether the accounts are dormant.

export interface LatestAccounts {
  latest: Json;
  previous: Json | null;
}

export function latestAccounts(profile: Json): LatestAccounts | null {
  const years = [...((profile.statutoryAccounts as Json[] | undefined) ?? [])]
    .filter((year) => day(year.yearEndDate))
    .sort((a, b) => (day(a.yearEndDate)?.getTime() ?? 0) - (day(b.yearEndDate)?.getTime() ?? 0));
  const latest = years.at(-1);
  return latest ? { latest, previous: years.at(-2) ?? null } : null;
}

/** A percentage change means nothing across a sign change or on a zero or negative base. */
export function changeIsNotMeaningful(current: number, previous: number): boolean {
  return previous <= 0 || Math.sign(current) !== Math.sign(previous);
}

export function isDormant(profile: Json): boolean {
  const accounts = latestAccounts(profile);
  return /dormant/i.test(text(accounts?.latest.accountType)) || /dormant/i.test(text(profile.accountsType));
}

// ---- Safe alerts that restate what the profile itself shows.

export interface SafeAlert {
  code: string;
  title: string;
}

/** The flag an alert restates, when the profile's own fields raise that flag too (null: the alert stands alone). */
export function restatedFlag(alert: SafeAlert, profile: Json, ccjs: CcjTruth): "negative-net-worth" | "dissolved" | "ccjs" | null {
  const words = `${alert.code} ${alert.title}`;
  const accounts = latestAccounts(profile);
  const netWorth = accounts ? (accounts.latest.netWorth ?? accounts.latest.totalShareholdersEquity) : null;
  if (/\bNNW\b|negative net worth/i.test(words) && typeof netWorth === "number" && netWorth < 0) return "negative-net-worth";
  if (/\bDIS\b|dissolv/i.test(words) && /dissolv/i.test(text(profile.companyStatus))) return "dissolved";
  if (/\bCCJ\b|county court/i.test(words) && ccjs.outstanding.count > 0) return "ccjs";
  return null;
}

export function safeAlerts(profile: Json): SafeAlert[] {
  return ((profile.safealertsinformation as Json[] | undefined) ?? []).map((alert) => ({ code: text(alert.alertCode), title: text(alert.alertCodeTitle) }));
}
