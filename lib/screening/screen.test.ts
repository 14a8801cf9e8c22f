import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../sandbox/repo-root";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { loadListFile } from "./load";
import { nameKeys } from "./name-keys";
import { CANDIDATES_PER_SUBJECT, DEFAULT_SCREENING_THRESHOLD, screenCompany } from "./screen";
import { openSqliteScreeningStore } from "./store-sqlite";
import type { ScreeningStore } from "./store";

// The reference sample records loaded into the embedded store as an operator would load them (the full file, then
// its delta). Expected entities, topics and datasets are read from those records.
const REFERENCE = path.join(REPO_ROOT, "reference", "opensanctions");
let store: ScreeningStore;

beforeAll(async () => {
  store = openSqliteScreeningStore(":memory:");
  await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
  await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.delta.json") });
});
afterAll(() => store.close());

const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "09990001",
  businessName: "BRIGHT HARBOUR LIMITED",
  directorsData: [
    // The listed person (born 1971-01-22, ru), as Companies House gives a director: month and year only.
    { directorPnr: 1, directorRole: "director", toDate: "", detailedInformation: { forename: "Vitaly", surname: "KUZMENKO", birthDate: "1971-01", nationality: "Russian" } },
    // His namesake born four years later.
    { directorPnr: 2, directorRole: "director", toDate: "", detailedInformation: { forename: "Vitaly", surname: "KUZMENKO", fullName: "Vitaly Yurievich KUZMENKO", birthDate: "1975-01" } },
    { directorPnr: 3, directorRole: "secretary", toDate: "", detailedInformation: { forename: "Mary", surname: "Jones", birthDate: "1980-02" } },
  ],
  pscData: [{ pscName: "INTER TOBACCO LLC", controlType: "corporate-entity-person-with-significant-control", regNumber: "808000714", regCountry: "Belarus" }],
  groupStructures: { parentBusinessName: "Iranian Revolutionary Guard Corps", parentCompanyRegistrationNumber: "" },
});

describe("a company screened against the sample list", () => {
  it("answers the issue's shape, with the true matches explained and the near-miss left out", async () => {
    const now = new Date("2026-11-28T08:00:00Z");
    const answer = await screenCompany(store, profile, { now });
    expect(answer.screenedAt).toBe("2026-11-28T08:00:00.000Z");
    expect(answer.listVersion).toMatch(/^sample \S+/);
    const byName = (name: string) => answer.subjects.find((subject) => subject.name === name);
    expect(answer.subjects.map((subject) => [subject.kind, subject.role, subject.name])).toEqual([
      ["company", "Company", "BRIGHT HARBOUR LIMITED"],
      ["person", "Director", "Vitaly KUZMENKO"],
      ["person", "Director", "Vitaly Yurievich KUZMENKO"],
      ["person", "Secretary", "Mary Jones"],
      ["company", "PSC", "INTER TOBACCO LLC"],
      ["company", "Parent", "Iranian Revolutionary Guard Corps"],
    ]);

    const kuzmenko = byName("Vitaly KUZMENKO")?.matches ?? [];
    expect(kuzmenko.map((match) => match.entity)).toEqual([
      { id: "NK-2Ka3UvopqbpZmVDFjWd4LA", caption: "Vitaly Yurievich KUZMENKO", schema: "Person", topics: ["sanction"], datasets: ["eu_fsf"] },
    ]);
    expect(kuzmenko[0].score).toBeGreaterThanOrEqual(DEFAULT_SCREENING_THRESHOLD);
    expect(kuzmenko[0].features.map((feature) => feature.name)).toEqual(expect.arrayContaining(["name_match", "country_differs", "birth_date_differs"]));

    // Same name, born 1975: found by the index, scored below the threshold, so no match.
    const found = await store.candidates(nameKeys("Vitaly Yurievich KUZMENKO", "person"), CANDIDATES_PER_SUBJECT);
    expect(found.map((entity) => entity.id)).toContain("NK-2Ka3UvopqbpZmVDFjWd4LA");
    expect(byName("Vitaly Yurievich KUZMENKO")?.matches).toEqual([]);
    expect(byName("Mary Jones")?.matches).toEqual([]);
    expect(byName("BRIGHT HARBOUR LIMITED")?.matches).toEqual([]);

    const tobacco = byName("INTER TOBACCO LLC")?.matches ?? [];
    expect(tobacco.map((match) => match.entity.id)).toEqual(["NK-2GdmHtZTeNXjNVrBGEXZNj"]);
    expect(tobacco[0].score).toBe(1);

    const parent = byName("Iranian Revolutionary Guard Corps")?.matches ?? [];
    expect(parent.map((match) => match.entity.caption)).toEqual(["IRGC"]);
  });

  it("raises the bar with a higher threshold", async () => {
    const answer = await screenCompany(store, profile, { threshold: 0.99 });
    const matched = answer.subjects.filter((subject) => subject.matches.length > 0).map((subject) => subject.name);
    expect(matched).toEqual(["INTER TOBACCO LLC", "Iranian Revolutionary Guard Corps"]);
  });
});
