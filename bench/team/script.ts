// The scripted session each simulated analyst repeats (issue 38's "team on one server"): the home page, a typeahead,
// a company's overview, three of its tabs, its assessment, a compare of three, the analyst's watchlist, and a PDF in
// one session of ten; with think time between steps. Pure and seeded: the same seed gives every analyst the same
// sessions, so two runs of the arm differ only in how the server answered.
import { Random } from "../../sandbox/random";

export interface PoolCompany {
  number: string;
  name: string;
}

/** The company tabs a session opens: each has table rows the browser waits for (page-vitals.ts's TABS_TO_SWITCH). */
export const SESSION_TABS = ["officers", "charges", "filings"] as const;
export type SessionTab = (typeof SESSION_TABS)[number];

export type Step =
  | { kind: "home" }
  /** `pauses`: the text in the box at each pause in typing long enough for the debounce to send a search. */
  | { kind: "typeahead"; crn: string; pauses: string[]; keystrokes: number[] }
  | { kind: "overview"; crn: string }
  | { kind: "tab"; crn: string; tab: SessionTab }
  | { kind: "assessment"; crn: string }
  | { kind: "compare"; crns: string[] }
  | { kind: "watchlist" }
  | { kind: "pdf"; crn: string };

export interface Session {
  analyst: number;
  index: number;
  steps: Step[];
  /** Milliseconds of thought before each step (the first is the pause between sessions). */
  thinkMs: number[];
}

/** The companies a team works on: a shared portfolio every analyst dips into, and the wider register. */
export interface Portfolio {
  shared: readonly PoolCompany[];
  wide: readonly PoolCompany[];
}

export interface ScriptSettings {
  seed: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  pdfEvery: number;
}

/** The UI's debounce (components/home/company-suggest.tsx): typing faster than this sends no search. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;
/** A touch typist's keystrokes: well inside the debounce, so only pauses send searches. */
const KEYSTROKE_MS = { min: 80, max: 130 } as const;
/** Of each analyst's companies, this share comes from the shared portfolio (the rest from the wider register). */
const SHARED_SHARE = 0.5;

/** Where an analyst pauses while typing a name: after three letters, at the end of the first word, two letters into the next. */
export function typingPauses(name: string): string[] {
  const text = name.toLowerCase();
  const firstSpace = text.indexOf(" ");
  const cuts = [3, firstSpace > 0 ? firstSpace : text.length, firstSpace > 0 ? Math.min(text.length, firstSpace + 3) : text.length];
  const pauses: string[] = [];
  for (const cut of cuts) {
    const typed = text.slice(0, cut).trim();
    if (typed.length >= 2 && !pauses.includes(typed)) pauses.push(typed);
  }
  return pauses;
}

function pickCompany(random: Random, portfolio: Portfolio): PoolCompany {
  const from = portfolio.shared.length && (random.chance(SHARED_SHARE) || !portfolio.wide.length) ? portfolio.shared : portfolio.wide;
  return random.pick(from);
}

/** Session `index` of analyst `analyst`: deterministic in the seed, the analyst and the index. */
export function sessionFor(settings: ScriptSettings, portfolio: Portfolio, analyst: number, index: number): Session {
  const random = new Random(settings.seed, `team:${analyst}:${index}`);
  const company = pickCompany(random, portfolio);
  const pauses = typingPauses(company.name);
  const keystrokes = pauses.map(() => random.int(KEYSTROKE_MS.min, KEYSTROKE_MS.max));
  const tabs = shuffle(random, SESSION_TABS);
  const others = new Set<string>([company.number]);
  while (others.size < 3 && others.size < portfolio.shared.length + portfolio.wide.length) others.add(pickCompany(random, portfolio).number);
  const steps: Step[] = [
    { kind: "home" },
    { kind: "typeahead", crn: company.number, pauses, keystrokes },
    { kind: "overview", crn: company.number },
    ...tabs.map((tab): Step => ({ kind: "tab", crn: company.number, tab })),
    { kind: "assessment", crn: company.number },
    { kind: "compare", crns: [...others] },
    { kind: "watchlist" },
    // Spread over analysts, so that the team's exports do not all fall in the same minute.
    ...((analyst + index) % settings.pdfEvery === 0 ? [{ kind: "pdf", crn: company.number } as Step] : []),
  ];
  const thinkMs = steps.map(() => random.int(settings.thinkMinMs, settings.thinkMaxMs));
  return { analyst, index, steps, thinkMs };
}

/** The companies on an analyst's own watchlist: five of the portfolio, seeded by the analyst. */
export function watchlistFor(settings: ScriptSettings, portfolio: Portfolio, analyst: number): string[] {
  const random = new Random(settings.seed, `team-watchlist:${analyst}`);
  const numbers = new Set<string>();
  for (let tries = 0; numbers.size < 5 && tries < 50; tries += 1) numbers.add(pickCompany(random, portfolio).number);
  return [...numbers];
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
