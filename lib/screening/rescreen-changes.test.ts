// The re-screen's news: only matches missing from the last screening, less those a false-positive review in force
// dismisses; worded with subject, caption, score and list version; keyed by topic so sanctions are red, PEPs amber.
import { describe, expect, it } from "vitest";
import { severityOf } from "@/lib/monitor/severity";
import type { ReviewView } from "./review-status";
import type { ReviewedMatch, ReviewedScreening } from "./reviewed-screening";
import { topicClass } from "./list-topics";
import { baselineOf, newMatches, screeningChange, subjectsFingerprint } from "./rescreen-changes";

const review = (verdict: ReviewView["verdict"]): ReviewView => ({ verdict, reason: verdict === "false-positive" ? "another person" : null, by: "Alice", at: "2026-11-01T00:00:00.000Z", listVersion: "lists 1" });

function match(id: string, topics: string[], score: number, reviewed: ReviewView | null = null): ReviewedMatch {
  return {
    entity: { id, caption: `Caption ${id}`, schema: "Person", topics, datasets: ["test_list"] }, score, features: [],
    review: reviewed, reviews: reviewed ? [reviewed] : [], reviewNeeded: null,
  };
}

function screening(listVersion: string, matches: Record<string, ReviewedMatch[]>): ReviewedScreening {
  return {
    listVersion, screenedAt: "2026-11-28T10:00:00.000Z", threshold: 0.7,
    subjects: Object.entries(matches).map(([name, found]) => ({ kind: "person", role: "Director", name, matches: found })),
  };
}

describe("newMatches", () => {
  const before = screening("lists 1", { "Ann Lee": [match("e1", ["sanction"], 0.9)], "Bob Roe": [] });

  it("raises nothing for a screening the same as the last", () => {
    expect(newMatches(baselineOf(before, "p").matches, before)).toEqual([]);
  });

  it("raises a match absent from the last screening, and only it", () => {
    const now = screening("lists 2", { "Ann Lee": [match("e1", ["sanction"], 0.9)], "Bob Roe": [match("e2", ["role.pep"], 0.8)] });
    const fresh = newMatches(baselineOf(before, "p").matches, now);
    expect(fresh.map(({ subject, match: found }) => [subject.name, found.entity.id])).toEqual([["Bob Roe", "e2"]]);
  });

  it("knows a match again by its subject, whatever the case of the name, and not by the entity alone", () => {
    const now = screening("lists 2", { "ANN LEE": [match("e1", ["sanction"], 0.9)], "Bob Roe": [match("e1", ["sanction"], 0.75)] });
    expect(newMatches(baselineOf(before, "p").matches, now).map(({ subject }) => subject.name)).toEqual(["Bob Roe"]);
  });

  it("leaves out a new match whose false-positive review is still in force, but not a confirmed one or one whose review lapsed", () => {
    const lapsed = { ...match("e5", ["sanction"], 0.8), reviews: [review("false-positive")], reviewNeeded: "The list entry changed since…" };
    const now = screening("lists 2", {
      "Bob Roe": [match("e3", ["sanction"], 0.8, review("false-positive")), match("e4", ["sanction"], 0.8, review("confirmed")), lapsed],
    });
    expect(newMatches([], now).map(({ match: found }) => found.entity.id)).toEqual(["e4", "e5"]);
  });
});

describe("screeningChange", () => {
  const now = screening("lists 2", { "Bob Roe": [match("e2", ["role.pep"], 0.8123)] });
  const [fresh] = newMatches([], now);

  it("words the alert with the subject, the entity's caption, the score and the list version, and keys it by topic and version", () => {
    const change = screeningChange(fresh!, "lists 2");
    expect(change).toEqual({
      kind: "screening-match", key: "screening-match:pep|lists 2|person|Director|bob roe|e2", title: "New PEP match: Bob Roe",
      detail: "Director Bob Roe matches Caption e2 (e2; role.pep on test_list) at score 0.81 against list version lists 2. Review it on the Screening tab.",
    });
  });

  it("is red for a sanctions match and amber for a PEP, a debarment or another topic", () => {
    const level = (topics: string[]) => severityOf("screening-match", screeningChange({ subject: fresh!.subject, match: match("x", topics, 0.9) }, "v").key);
    expect(level(["sanction"])).toBe("red");
    expect(level(["role.pep", "sanction.linked"])).toBe("red");
    expect(level(["role.pep"])).toBe("amber");
    expect(level(["debarment"])).toBe("amber");
    expect(level(["crime"])).toBe("amber");
    expect(topicClass(["role.rca"])).toBe("pep");
  });
});

describe("subjectsFingerprint", () => {
  const ann = { kind: "person" as const, role: "Director", name: "Ann Lee", birthDate: "1970-01" };
  it("is the same for the same people in any order, and changes when one is added, changes role or changes birth date", () => {
    const bob = { kind: "person" as const, role: "PSC", name: "Bob Roe" };
    const print = subjectsFingerprint([ann, bob]);
    expect(subjectsFingerprint([bob, ann])).toBe(print);
    expect(subjectsFingerprint([ann])).not.toBe(print);
    expect(subjectsFingerprint([ann, { ...bob, role: "Director" }])).not.toBe(print);
    expect(subjectsFingerprint([{ ...ann, birthDate: "1971-01" }, bob])).not.toBe(print);
  });
});
