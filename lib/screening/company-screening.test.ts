// A company's screening with its reviews, over the reference sample loaded into the embedded store and a fresh
// dashboard database: a review holds while the list entry and the subject are as they were, and the answer says why
// it no longer does once either changed. Which entity matches is read from the sample records (screen.test.ts shows
// the matcher finds it); what is checked here is the reviews' reading.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../sandbox/repo-root";
import { useTestDatabase } from "@/lib/db/test-database";
import { companyProfileSchema, type CompanyProfile } from "@/lib/upstream/schemas/company";
import { matchToReview, screenProfile } from "./company-screening";
import { loadListFile } from "./load";
import { addReview } from "./review-store";
import { openSqliteScreeningStore } from "./store-sqlite";
import type { ScreeningStore } from "./store";

const REFERENCE = path.join(REPO_ROOT, "reference", "opensanctions");
const KUZMENKO = "NK-2Ka3UvopqbpZmVDFjWd4LA";
const CRN = "09990001";
const alice = { username: "alice", name: "Alice" };
let store: ScreeningStore;

beforeAll(async () => {
  store = openSqliteScreeningStore(":memory:");
  await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
});
afterAll(() => store.close());

const profileWith = (birthDate: string): CompanyProfile => companyProfileSchema.parse({
  companyRegistrationNumber: CRN, businessName: "BRIGHT HARBOUR LIMITED",
  directorsData: [{ directorPnr: 1, directorRole: "director", toDate: "", detailedInformation: { forename: "Vitaly", surname: "KUZMENKO", birthDate, nationality: "Russian" } }],
});
const director = { kind: "person" as const, role: "Director", name: "Vitaly KUZMENKO" };
const matchOf = (screening: Awaited<ReturnType<typeof screenProfile>>) =>
  screening?.subjects.find((subject) => subject.name === director.name)?.matches.find((match) => match.entity.id === KUZMENKO);

describe("a company's screening with its reviews", () => {
  useTestDatabase();

  it("answers null, not an empty screening, when no list is loaded", async () => {
    const empty = openSqliteScreeningStore(":memory:");
    expect(await screenProfile(CRN, profileWith("1971-01"), { store: empty })).toBeNull();
    expect(await matchToReview(profileWith("1971-01"), director, KUZMENKO, { store: empty })).toBe("no-list");
    await empty.close();
  });

  it("keeps a false positive dismissed until the list entry or the subject changes, saying which", async () => {
    const profile = profileWith("1971-01");
    const before = matchOf(await screenProfile(CRN, profile, { store }));
    expect(before).toMatchObject({ review: null, reviews: [], reviewNeeded: null });
    expect(await matchToReview(profile, director, "no-such-entity", { store })).toBe("no-match");

    const basis = await matchToReview(profile, director, KUZMENKO, { store });
    if (typeof basis === "string") throw new Error(basis);
    const stored = await addReview(CRN, { subject: director, entityId: KUZMENKO, verdict: "false-positive", reason: "Other person: met him" }, basis, alice, "r1", new Date("2026-11-28T09:00:00Z"));
    const review = { verdict: "false-positive", reason: "Other person: met him", by: "Alice", at: "2026-11-28T09:00:00.000Z", listVersion: basis.listVersion };
    expect(stored).toMatchObject(review);
    expect(matchOf(await screenProfile(CRN, profile, { store }))).toMatchObject({ review, reviews: [review], reviewNeeded: null });

    // The director's birth date corrected (still within the match): the subject changed, so the dismissal lapses.
    const corrected = matchOf(await screenProfile(CRN, profileWith("1971-01-22"), { store }));
    expect(corrected).toMatchObject({ review: null, reviews: [review] });
    expect(corrected?.reviewNeeded).toMatch(/^The subject changed since Alice reviewed this match as false positive on 28 Nov 2026/);

    // The list entry gains an alias in a delta: the entity changed.
    const entity = await store.entity("sample", KUZMENKO);
    if (!entity) throw new Error("the sample lost its entity");
    const { list: _list, listVersion: _version, ...fields } = entity;
    await store.applyDelta({ list: "sample", file: "delta" }, [{ op: "MOD", entity: { ...fields, names: [...fields.names, "Vitalii Kuzmenko"], lastChange: null } }], { version: "delta-1", date: null, badLines: 0 });
    const changed = matchOf(await screenProfile(CRN, profile, { store }));
    expect(changed).toMatchObject({ review: null, reviews: [review] });
    expect(changed?.reviewNeeded).toMatch(/^The list entry changed since Alice reviewed/);
  });
});
