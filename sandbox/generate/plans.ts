// Draws the plans of every company: the demo companies first (fixed numbers and cases), then the random register.
import { AS_OF, addYears } from "../dates";
import { DEMO_COMPANIES } from "../demo-companies";
import { plausibleHsChapters } from "../reference/hs-by-sic";
import { Random } from "../random";
import { demoPlan } from "./demo-plans";
import { companyName } from "./names";
import { pickSic, tradeWord } from "./sic";
import { formOfNumber, type CompanyStatus, type Plan, type Scale } from "./plan";

/** How often each register prefix appears among random companies (the rest are England and Wales numbers). */
const PREFIX_SHARE: readonly (readonly [string, number])[] = [
  ["SC", 0.07], ["NI", 0.03], ["OC", 0.03], ["SO", 0.004], ["SL", 0.006], ["LP", 0.006], ["R0", 0.002],
];

export function makePlans(seed: number, count: number): Plan[] {
  const plans: Plan[] = DEMO_COMPANIES.map((demo, ordinal) => demoPlan(seed, demo, ordinal));
  const total = Math.max(count, plans.length);
  const numbers = randomNumbers(seed, total - plans.length);
  for (const number of numbers) plans.push(randomPlan(seed, number, plans.length));
  linkGroups(seed, plans);
  return plans;
}

/** Distinct, increasing numbers per register, kept clear of the demo ranges (0099…, 0999…, ..99…). */
function randomNumbers(seed: number, count: number): string[] {
  const random = new Random(seed, "numbers");
  const counters = new Map<string, number>();
  const gapEnglish = Math.max(1, Math.min(300, Math.floor(7_000_000 / Math.max(count, 1))));
  const gapPrefixed = Math.max(1, Math.min(40, Math.floor(800_000 / Math.max(count * 0.1, 1))));
  const numbers: string[] = [];
  for (let index = 0; index < count; index += 1) {
    let roll = random.next();
    let prefix = "";
    for (const [candidate, share] of PREFIX_SHARE) {
      if (roll < share) { prefix = candidate; break; }
      roll -= share;
    }
    const start = prefix ? 100_000 : 1_000_000;
    const next = (counters.get(prefix) ?? start) + random.int(1, prefix ? gapPrefixed : gapEnglish);
    counters.set(prefix, next);
    numbers.push(prefix ? `${prefix}${String(next).padStart(6, "0")}` : String(next).padStart(8, "0"));
  }
  return numbers;
}

function randomPlan(seed: number, number: string, ordinal: number): Plan {
  const random = new Random(seed, `plan:${number}`);
  const form = formOfNumber(number, random);
  const scaleRoll = random.next();
  const scale: Scale =
    form === "plc" ? random.pick(["medium", "large"] as const)
    : scaleRoll < 0.55 ? "micro" : scaleRoll < 0.85 ? "small" : scaleRoll < 0.96 ? "medium" : "large";
  const ageDays = Math.min(Math.floor(-Math.log(1 - random.next() * 0.999) * 8 * 365), 60 * 365) + random.int(20, 200);
  const incorporated = AS_OF - ageDays;
  const statusRoll = random.next();
  let status: CompanyStatus =
    statusRoll < 0.78 ? "active" : statusRoll < 0.84 ? "dormant" : statusRoll < 0.93 ? "dissolved"
    : statusRoll < 0.97 ? "liquidation" : "administration";
  if (form === "lp" && status !== "active") status = random.chance(0.5) ? "active" : "dissolved";
  if (ageDays < 120) status = "active";
  const statusDay = status === "active" || status === "dormant" ? null : AS_OF - random.int(30, Math.min(ageDays - 60, 1500));
  const dormant = status === "dormant";
  const bigness = { micro: 1, small: 2, medium: 4, large: 8, huge: 40 }[scale];
  const directors = form === "lp" ? 0 : random.int(1, 2 + bigness);
  const sic = pickSic(random, status, form);
  return {
    ordinal, number, name: companyName(random, form, tradeWord(random, sic[0])), sic, form, status, scale, incorporated, statusDay,
    maxAccountsYears: form === "lp" ? 0 : random.chance(0.08) ? random.int(10, 14) : random.int(2, 6),
    directors,
    resignedDirectors: Math.min(directors - (status === "dissolved" ? 0 : 1), random.int(0, bigness)),
    secretaries: form === "ltd" || form === "plc" ? (random.chance(0.3) ? 1 : 0) : 0,
    charges: dormant || form === "lp" ? 0 : random.chance(0.35) ? random.int(1, 2 + bigness) : 0,
    chargeMix: "random",
    ccjStatuses: !dormant && random.chance(0.07)
      ? Array.from({ length: random.int(1, 3) }, () => random.pick(["Satisfied", "Set Aside", "New Judgment"] as const))
      : [],
    individualPscs: form === "lp" ? 0 : random.int(1, 3),
    ceasedPscs: random.chance(0.15) ? 1 : 0,
    parent: null,
    properties: !dormant && random.chance(0.12) ? random.int(1, 1 + bigness) : 0,
    titleNumbers: [],
    hsCodes: [],
    // Only a company whose industry deals in goods imports or exports them.
    tradeCount: !dormant && form !== "lp" && plausibleHsChapters(sic[0].code).size > 0 && random.chance(0.25) ? random.int(1, 6) : 0,
    tradingAddresses: dormant || form === "lp" ? 0 : random.chance(0.5) ? random.int(1, Math.min(6, bigness + 1)) : 0,
    lossMaking: random.chance(0.12) || status === "liquidation" || status === "administration",
    negativeNetWorth: random.chance(0.05) || status === "liquidation" || status === "administration",
    minFilings: 0,
    chargeOn: null,
  };
}

/** Makes about one company in twelve the subsidiary of a larger, older, active one. */
function linkGroups(seed: number, plans: Plan[]): void {
  const random = new Random(seed, "groups");
  const parents = plans.filter(
    (plan) => plan.ordinal >= DEMO_COMPANIES.length && (plan.scale === "medium" || plan.scale === "large") && plan.status === "active"
      && plan.form !== "lp" && plan.form !== "llp",
  );
  if (!parents.length) return;
  const parentSet = new Set<number>();
  for (const plan of plans) {
    if (plan.parent !== null || plan.form === "lp" || plan.form === "llp" || plan.scale === "huge") continue;
    if (plan.ordinal < DEMO_COMPANIES.length || !random.chance(0.08)) continue;
    // Groups are two levels deep: a parent never has a parent of its own, so links cannot form a cycle.
    if (parentSet.has(plan.ordinal)) continue;
    const parent = random.pick(parents);
    if (parent.ordinal === plan.ordinal || parent.parent !== null) continue;
    plan.parent = parent.ordinal;
    parentSet.add(parent.ordinal);
    plan.incorporated = Math.max(plan.incorporated, Math.min(addYears(parent.incorporated, 1), AS_OF - 60));
    if (plan.statusDay !== null && plan.statusDay <= plan.incorporated + 10) plan.statusDay = null;
    if (plan.statusDay === null && plan.status !== "active" && plan.status !== "dormant") plan.status = "active";
  }
}
