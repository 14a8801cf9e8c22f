import { describe, expect, it } from "vitest";
import { type FlagMatch, type FlagReview, type ScreeningForFlags, screeningRiskItems, withScreeningFlags } from "./screening-flags";

const LIST = "sandbox 20261122-b90722f2d8";
const review = (verdict: FlagReview["verdict"], fields: Partial<FlagReview> = {}): FlagReview =>
  ({ verdict, reason: verdict === "confirmed" ? "same person: birth date and nationality agree" : "another birth year", by: "Alice", at: "2026-11-20T09:30:00.000Z", listVersion: LIST, ...fields });
const match = (id: string, topic: string, score: number, reviewed: FlagReview | null): FlagMatch =>
  ({ entity: { id, caption: `Entity ${id}`, topics: [topic], datasets: ["sandbox"] }, score, review: reviewed });
const screening = (...subjects: Array<[string, string, FlagMatch[]]>): ScreeningForFlags =>
  ({ listVersion: LIST, subjects: subjects.map(([name, role, matches]) => ({ name, role, matches })) });
const levels = (input: ScreeningForFlags) => Object.fromEntries(screeningRiskItems(input).map((item) => [item.id, item.severity]));

describe("screening as risk flags", () => {
  it("makes a confirmed sanctions match a red flag naming the subject, the list entity and the list version", () => {
    const [item] = screeningRiskItems(screening(["David Freddie Roberts", "Director", [match("sbx-officer-001", "sanction", 0.97, review("confirmed"))]]));
    expect(item).toMatchObject({ id: "screening-sanctions", severity: "high", tab: "screening", title: "Sanctions match confirmed: David Freddie Roberts" });
    expect(item.detail).toContain("Director David Freddie Roberts is Entity sbx-officer-001 (sbx-officer-001) on sandbox");
    expect(item.detail).toContain(`against list version ${LIST}`);
    expect(item.detail).toContain("confirmed by Alice on 20 Nov 2026");
  });

  it("makes a confirmed PEP or debarment match a warning, and a false positive nothing", () => {
    expect(levels(screening(["Max Jack Adams", "Director", [match("pep-1", "role.pep", 0.9, review("confirmed"))]]))).toEqual({ "screening-pep": "medium" });
    expect(levels(screening(["ACME LTD", "Company", [match("deb-1", "debarment", 0.9, review("confirmed"))]]))).toEqual({ "screening-debarment": "medium" });
    expect(levels(screening(["Max Jack Adams", "Director", [match("s-1", "sanction", 0.9, review("false-positive"))]]))).toEqual({});
    expect(screeningRiskItems(null)).toEqual([]);
    // Linked to a sanctioned party is a sanctions listing too, as the re-screening alerts class it.
    expect(levels(screening(["ACME LTD", "Shareholder", [match("sl-1", "sanction.linked", 0.9, review("confirmed"))]]))).toEqual({ "screening-sanctions": "high" });
  });

  it("counts the matches awaiting review, the sanctions ones apart, and names the strongest", () => {
    const items = screeningRiskItems(screening(
      ["Isla Harris", "PSC", [match("s-1", "sanction", 0.81, null), match("p-1", "role.pep", 0.74, null)]],
      ["Isla Harris", "Director", [match("s-1", "sanction", 0.93, null), match("s-2", "sanction", 0.99, review("false-positive"))]],
    ));
    expect(items).toEqual([{
      id: "screening-unreviewed", severity: "medium", tab: "screening", title: "3 screening matches await review",
      detail: `2 against a sanctions list; strongest: Director Isla Harris and Entity s-1 (score 0.93); list version ${LIST}`,
    }]);
    expect(screeningRiskItems(screening(["A B", "PSC", [match("p-1", "role.pep", 0.74, null)]]))[0].title).toBe("1 screening match awaits review");
  });

  it("lists several confirmed subjects in one flag per category, high first", () => {
    const items = screeningRiskItems(screening(
      ["Anna Lee", "Director", [match("p-9", "role.pep", 0.8, review("confirmed")), match("s-9", "sanction", 0.9, review("confirmed"))]],
      ["Bo Chan", "PSC", [match("s-8", "sanction", 0.85, review("confirmed", { listVersion: "sandbox older" }))]],
    ));
    expect(items.map((item) => item.id)).toEqual(["screening-sanctions", "screening-pep"]);
    expect(items[0].title).toBe("Sanctions match confirmed: Anna Lee, Bo Chan");
    // Each review is shown with the list version it was made against, which may be an older one.
    expect(items[0].detail).toContain("against list version sandbox older");
  });
});

describe("the profile's flags and the screening's together", () => {
  it("orders them by level, the profile's first within a level", () => {
    const profileItems = [{ id: "liquidation", severity: "high" as const }, { id: "charges", severity: "medium" as const }, { id: "ccjs-settled", severity: "info" as const }];
    const merged = withScreeningFlags(profileItems, screening(
      ["Anna Lee", "Director", [match("s-9", "sanction", 0.9, review("confirmed")), match("p-9", "role.pep", 0.8, null)]],
    ));
    expect(merged.map((item) => item.id)).toEqual(["liquidation", "screening-sanctions", "charges", "screening-unreviewed", "ccjs-settled"]);
    expect(withScreeningFlags(profileItems, null)).toEqual(profileItems);
  });
});
