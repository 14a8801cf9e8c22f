// What the Charges and CCJs tabs and the debt timeline must show, read here from the sandbox's own answer (fetched
// with the upstream key, not through the dashboard) without calling the dashboard's lib/, so that a derivation wrong
// on every screen alike still fails. Only the spec's fields are read.
import type { APIRequestContext } from "@playwright/test";

type Json = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A number as the spec types it, or as numeric text (the sandbox's sparse style sends numbers so). */
const count = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};
const isoDay = (value: unknown): string | null => /^\d{4}-\d{2}-\d{2}/.exec(text(value))?.[0] ?? null;

/** The sandbox's answer for an upstream path, or null on its "no record" 404; a list operation's items as an array. */
export async function upstreamAnswer<T = Json>(request: APIRequestContext, path: string): Promise<T | null> {
  const base = process.env.E2E_SANDBOX_URL;
  const key = process.env.E2E_UPSTREAM_KEY;
  if (!base || !key) throw new Error("playwright.config.ts sets E2E_SANDBOX_URL and E2E_UPSTREAM_KEY");
  const response = await request.get(`${base}${path}`, { headers: { "x-api-key": key } });
  if (response.status() === 404) return null;
  if (!response.ok()) throw new Error(`sandbox ${path}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

/** Companies House's charge status codes as memorandumNature carries them (outstanding, part-satisfied, fully-satisfied). */
function chargeState(charge: Json): "outstanding" | "part" | "satisfied" {
  const nature = text(charge.memorandumNature).toLowerCase();
  if (nature.includes("part")) return "part";
  return nature.includes("satisfied") || text(charge.satisfiedDate) ? "satisfied" : "outstanding";
}

/** The Charges tab's counts line: the profile's own counts, live being outstanding and part-satisfied together. */
export function chargeCountsText(profile: Json): string {
  const charges = (profile.mortgages as Json[] | undefined) ?? [];
  const byState = (state: ReturnType<typeof chargeState>) => charges.filter((charge) => chargeState(charge) === state).length;
  const outstanding = count(profile.outstandingCount) ?? byState("outstanding");
  const part = count(profile.partialSatisfiedCount) ?? byState("part");
  const satisfied = count(profile.satisfiedCount) ?? byState("satisfied");
  const total = count(profile.chargesCount) ?? charges.length;
  const n = (value: number) => value.toLocaleString("en-GB");
  return `${n(outstanding + part)} live (${n(outstanding)} outstanding, ${n(part)} partially satisfied) · ${n(satisfied)} satisfied · ${n(total)} registered in all`;
}

/** Each part-satisfied charge dated by its satisfiedDate: the timeline's "partially satisfied" events, by day. */
export function partSatisfactionDays(profile: Json): string[] {
  return ((profile.mortgages as Json[] | undefined) ?? [])
    .filter((charge) => chargeState(charge) === "part" && isoDay(charge.satisfiedDate) && isoDay(charge.createdDate ?? charge.regDate))
    .map((charge) => isoDay(charge.satisfiedDate) as string)
    .sort();
}

/** How many charges were live (outstanding or part-satisfied) at today's date: the timeline's current year. */
export function liveChargesToday(profile: Json): number {
  return ((profile.mortgages as Json[] | undefined) ?? []).filter((charge) => isoDay(charge.createdDate ?? charge.regDate) && chargeState(charge) !== "satisfied").length;
}

export type Standing = "outstanding" | "satisfied" | "setAside";

/** The spec's CCJ statuses: set aside, satisfied (or paid), and a new judgment still outstanding. */
export function standingOf(ccj: Json): Standing {
  const status = text(ccj.ccjStatus).toLowerCase();
  if (status.includes("set aside")) return "setAside";
  return status.includes("satisfied") || isoDay(ccj.ccjPaidDate) ? "satisfied" : "outstanding";
}

export function ccjBuckets(items: readonly Json[]): Record<Standing, { count: number; amount: number }> {
  const bucket = (standing: Standing) => {
    const chosen = items.filter((ccj) => standingOf(ccj) === standing);
    return { count: chosen.length, amount: chosen.reduce((sum, ccj) => sum + (count(ccj.ccjAmount) ?? 0), 0) };
  };
  return { outstanding: bucket("outstanding"), satisfied: bucket("satisfied"), setAside: bucket("setAside") };
}
