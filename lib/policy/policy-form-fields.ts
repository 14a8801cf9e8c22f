// The Policy screen's controls, grouped as the policy's schema is: each field's path in the policy, its label and how
// it is entered (a share as a percentage, pounds, months, a band, a sentence, a switch). Pure and free of zod, so the
// browser's form and the read-only view read it; the server's schema (./policy) stays the one judge of a value.
import { formatSterlingFull } from "@/lib/format/money";
import type { CreditPolicy } from "./policy";

export type FieldKind = "percent" | "pounds" | "optional-pounds" | "months" | "whole" | "band" | "sentence" | "switch";

export interface PolicyField { path: string; label: string; kind: FieldKind; hint?: string }
export interface PolicyFieldGroup { id: string; title: string; intro: string; fields: PolicyField[] }

export const POLICY_FIELD_GROUPS: readonly PolicyFieldGroup[] = [
  { id: "base", title: "Base", intro: "A share of tangible net worth plus a share of working capital, at least £0.", fields: [
    { path: "base.tangibleNetWorthShare", label: "Share of tangible net worth (%)", kind: "percent" },
    { path: "base.workingCapitalShare", label: "Share of working capital (%)", kind: "percent" },
  ] },
  { id: "caps", title: "Caps", intro: "The limit is the lowest of the base and these.", fields: [
    { path: "caps.tangibleNetWorthShare", label: "Cap: share of tangible net worth (%)", kind: "percent" },
    { path: "caps.turnoverMonths", label: "Cap: months of turnover", kind: "months", hint: "0 to 12; not applied when turnover is not filed." },
    { path: "caps.ceiling", label: "Absolute ceiling (£)", kind: "pounds" },
  ] },
  { id: "band-factors", title: "Band factors", intro: "The capped amount is multiplied by the band's factor.", fields: [
    { path: "bandFactors.low", label: "Low risk (%)", kind: "percent" },
    { path: "bandFactors.moderate", label: "Moderate risk (%)", kind: "percent" },
    { path: "bandFactors.high", label: "High risk (%)", kind: "percent" },
  ] },
  { id: "reductions", title: "Reductions", intro: "Each applies when its condition holds in the latest scored year: the limit times its factor, the band at least its band.", fields: [
    { path: "reductions.pretaxLoss.factor", label: "Pre-tax loss: factor (%)", kind: "percent" },
    { path: "reductions.pretaxLoss.bandAtLeast", label: "Pre-tax loss: band at least", kind: "band" },
    { path: "reductions.negativeTangibleNetWorth.factor", label: "Negative tangible net worth: factor (%)", kind: "percent" },
    { path: "reductions.negativeTangibleNetWorth.bandAtLeast", label: "Negative tangible net worth: band at least", kind: "band" },
    { path: "reductions.unsatisfiedCcj.factor", label: "Unsatisfied CCJ: factor (%)", kind: "percent" },
    { path: "reductions.unsatisfiedCcj.bandAtLeast", label: "Unsatisfied CCJ: band at least", kind: "band" },
  ] },
  { id: "no-limit", title: "No limit when", intro: "Each, when on, gives no limit and the high band, whatever the figures say.", fields: [
    { path: "noLimit.dissolved", label: "The company is dissolved or closed", kind: "switch" },
    { path: "noLimit.insolvency", label: "It is in liquidation, administration, receivership or a voluntary arrangement", kind: "switch" },
    { path: "noLimit.strikeOffNotice", label: "A proposal to strike it off is on record", kind: "switch" },
    { path: "noLimit.accountsOverdue", label: "Its accounts are overdue", kind: "switch" },
  ] },
  { id: "accounts-rounding", title: "Accounts age and rounding", intro: "Older accounts give no limit; the limit is rounded down.", fields: [
    { path: "maxAccountsAgeMonths", label: "Oldest accounts that give a limit (months)", kind: "whole", hint: "12 to 60, from the year end." },
    { path: "roundTo", label: "Round down to a multiple of (£)", kind: "pounds" },
  ] },
  { id: "actions", title: "Action at each band", intro: "What an analyst should do.", fields: [
    { path: "actions.low", label: "Low risk", kind: "sentence" },
    { path: "actions.moderate", label: "Moderate risk", kind: "sentence" },
    { path: "actions.high", label: "High risk", kind: "sentence" },
    { path: "actions.unrated", label: "No band", kind: "sentence" },
  ] },
  { id: "four-eyes", title: "Four eyes", intro: "Decisions granting more than this need a second approver.", fields: [
    { path: "fourEyesAbove", label: "Second approver above (£)", kind: "optional-pounds", hint: "Leave blank for never." },
  ] },
];

export const POLICY_FIELDS: readonly PolicyField[] = POLICY_FIELD_GROUPS.flatMap((group) => group.fields);

/** What the form holds: text as typed, a switch as on or off. */
export type PolicyFormValues = Record<string, string | boolean>;

function read(policy: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], policy);
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let at = target;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

/** A share as the percentage a person types (0.1 → "10"), without binary noise (0.07 × 100 is 7.000000000000001). */
export function shareToPercent(share: number): string {
  return String(Number((share * 100).toFixed(8)));
}

/** The percentage typed, as the share the policy holds; blank or not a number stays what it is for the server to name. */
export function percentToShare(text: string): number | string | null {
  if (text.trim() === "") return null;
  const percent = Number(text);
  return Number.isFinite(percent) ? Number((percent / 100).toFixed(10)) : text;
}

export function policyToFormValues(policy: CreditPolicy): PolicyFormValues {
  const values: PolicyFormValues = {};
  for (const field of POLICY_FIELDS) {
    const value = read(policy, field.path);
    if (field.kind === "switch") values[field.path] = value === true;
    else if (field.kind === "percent") values[field.path] = shareToPercent(value as number);
    else values[field.path] = value == null ? "" : String(value);
  }
  return values;
}

function number(text: string): number | string | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/**
 * The policy as the form says it, for PUT /api/policy: numbers parsed, a percentage as its share. A blank or
 * unreadable figure is sent as it is (null or the text), so the server refuses it naming the field's path.
 */
export function formValuesToPolicy(values: PolicyFormValues): unknown {
  const policy: Record<string, unknown> = {};
  for (const field of POLICY_FIELDS) {
    const value = values[field.path];
    if (field.kind === "switch") write(policy, field.path, value === true);
    else if (field.kind === "percent") write(policy, field.path, percentToShare(String(value ?? "")));
    else if (field.kind === "band" || field.kind === "sentence") write(policy, field.path, String(value ?? ""));
    else write(policy, field.path, number(String(value ?? "")));
  }
  return policy;
}

/** A field's value as people read it, for the read-only view. */
export function shownValue(field: PolicyField, policy: CreditPolicy): string {
  const value = read(policy, field.path);
  if (field.kind === "switch") return value ? "On" : "Off";
  if (field.kind === "percent") return `${shareToPercent(value as number)}%`;
  if (field.kind === "pounds" || field.kind === "optional-pounds") return value == null ? "Off (never)" : formatSterlingFull(value as number);
  if (field.kind === "months") return `${value as number} ${value === 1 ? "month" : "months"}`;
  return String(value);
}
