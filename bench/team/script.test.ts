import { describe, expect, it } from "vitest";
import { sessionFor, typingPauses, watchlistFor, type Portfolio } from "./script";

const company = (n: number) => ({ number: String(10_000_000 + n), name: `Company ${n} Trading Ltd` });
const portfolio: Portfolio = { shared: Array.from({ length: 30 }, (_, i) => company(i)), wide: Array.from({ length: 600 }, (_, i) => company(100 + i)) };
const settings = { seed: 7, thinkMinMs: 2000, thinkMaxMs: 5000, pdfEvery: 10 };

describe("the team's scripted session", () => {
  it("pauses after three letters, at the end of the first word, and two letters into the next", () => {
    expect(typingPauses("Lloyd Pharmacy Ltd")).toEqual(["llo", "lloyd", "lloyd ph"]);
    expect(typingPauses("ACME")).toEqual(["acm", "acme"]);
    expect(typingPauses("AB")).toEqual(["ab"]);
  });

  it("visits home, the typeahead, the overview, three tabs, the assessment, a compare of three and the watchlist, in order", () => {
    const session = sessionFor(settings, portfolio, 3, 1);
    expect(session.steps.map((step) => step.kind)).toEqual(["home", "typeahead", "overview", "tab", "tab", "tab", "assessment", "compare", "watchlist"]);
    const crn = (session.steps[1] as { crn: string }).crn;
    for (const step of session.steps.slice(2, 7)) expect(step).toMatchObject({ crn });
    expect(new Set(session.steps.filter((step) => step.kind === "tab").map((step) => (step as { tab: string }).tab))).toEqual(new Set(["officers", "charges", "filings"]));
    const compare = session.steps[7] as { crns: string[] };
    expect(new Set(compare.crns).size).toBe(3);
    expect(compare.crns).toContain(crn);
  });

  it("thinks 2–5 s before each step, and is the same for the same seed, analyst and session", () => {
    const session = sessionFor(settings, portfolio, 3, 1);
    expect(session.thinkMs).toHaveLength(session.steps.length);
    for (const ms of session.thinkMs) expect(ms >= 2000 && ms <= 5000).toBe(true);
    expect(sessionFor(settings, portfolio, 3, 1)).toEqual(session);
    expect(sessionFor({ ...settings, seed: 8 }, portfolio, 3, 1)).not.toEqual(session);
  });

  it("exports one PDF in ten sessions, at its end", () => {
    const sessions = Array.from({ length: 50 }, (_, analyst) => Array.from({ length: 4 }, (_, index) => sessionFor(settings, portfolio, analyst, index))).flat();
    const withPdf = sessions.filter((session) => session.steps.some((step) => step.kind === "pdf"));
    expect(withPdf).toHaveLength(sessions.length / 10);
    for (const session of withPdf) expect(session.steps.at(-1)?.kind).toBe("pdf");
  });

  it("mixes companies per analyst, with some shared across the team", () => {
    const first = (analyst: number) => Array.from({ length: 20 }, (_, index) => (sessionFor(settings, portfolio, analyst, index).steps[1] as { crn: string }).crn);
    const [a, b] = [first(1), first(2)];
    expect(a).not.toEqual(b);
    const sharedNumbers = new Set(portfolio.shared.map((entry) => entry.number));
    expect(a.filter((crn) => sharedNumbers.has(crn)).length).toBeGreaterThan(3);
    expect(a.filter((crn) => !sharedNumbers.has(crn)).length).toBeGreaterThan(3);
    expect(a.some((crn) => b.includes(crn))).toBe(true);
  });

  it("gives each analyst a watchlist of five distinct companies", () => {
    const list = watchlistFor(settings, portfolio, 4);
    expect(new Set(list).size).toBe(5);
    expect(watchlistFor(settings, portfolio, 5)).not.toEqual(list);
  });
});
