// The screening API over real HTTP, against the sandbox's own generated list: every true match the list's manifest
// aims at a dataset subject is found above the threshold with its explanation; every near-miss scores below it, for
// the reason the manifest gives; a review is audited, shown, and survives a list reload while its entity is unchanged
// (and needs review again once the entity changed). Expectations are read from the manifest and the list file.
// Takes turns on: screening-reviews
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storedReviewSchema } from "@/lib/screening/review-answer";
import { reviewedScreeningSchema, type ReviewedScreening } from "@/lib/screening/reviewed-screening";
import type { Server } from "../../scripts/lib/processes";
import { ensureDataset } from "../../sandbox/dataset";
import { ensureScreeningList, type ManifestEntry, type ScreeningListManifest } from "../../sandbox/screening-list";
import { SANDBOX_LIST_NAME } from "../../sandbox/screening-list-default";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signedIn } from "./session";

const SLOW = 240_000;
/** The default threshold: the suite's BFF runs with it. */
const THRESHOLD = 0.7;
/** The BFF of this file's own shows every result from here up, so a near-miss's score and features can be read. */
const LOW_THRESHOLD = 0.3;

let listFile = "";
let manifest: ScreeningListManifest;
let own: Server | undefined;
let ownList = "";

beforeAll(async () => {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  const paths = ensureScreeningList(file, 20261122);
  listFile = paths.listFile;
  manifest = JSON.parse(readFileSync(paths.manifestFile, "utf8")) as ScreeningListManifest;
  // A copy of the list this file rewrites to make the server reload it.
  const dir = await monitorStore("screening");
  ownList = path.join(dir, "sandbox-list.ftm.json");
  copyFileSync(listFile, ownList);
  own = await startMonitorServer({
    WATCH_SCHEDULER: "off", SCREENING_FILE: path.join(dir, "screening.sqlite"), SCREENING_LISTS: `${SANDBOX_LIST_NAME}=${ownList}`,
    SCREENING_RELOAD_SECONDS: "1", SCREENING_THRESHOLD: String(LOW_THRESHOLD), RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: inject("sandboxUrl"), store: dir, log: "screening" });
}, SLOW);
afterAll(async () => {
  await own?.stop();
});

const ownBase = () => {
  if (!own) throw new Error("the screening BFF has not started");
  return own.url;
};
const users = signedIn(ownBase);

async function screening(base: string, crn: string, cookie?: string): Promise<ReviewedScreening> {
  const response = await call(base, `/api/screening/${crn}`, { cookie });
  expect(response.status, `${crn}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as ReviewedScreening;
}

/** The own BFF's screening, once its list has loaded (it loads in the background at start). */
async function ownScreening(crn: string, until: (answer: ReviewedScreening) => boolean = () => true): Promise<ReviewedScreening> {
  const cookie = await users.as("alice");
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await call(ownBase(), `/api/screening/${crn}`, { cookie });
    if (response.status === 200) {
      const answer = (await response.json()) as ReviewedScreening;
      if (until(answer)) return answer;
    } else {
      expect(response.status, await response.clone().text()).toBe(503);
    }
    if (Date.now() > deadline) throw new Error(`${crn}: the screening did not come as awaited`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sameName = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();
const matchesOf = (answer: ReviewedScreening, name: string, entityId: string, role: (role: string) => boolean = () => true) =>
  answer.subjects.filter((subject) => sameName(subject.name, name) && role(subject.role)).flatMap((subject) => subject.matches.filter((match) => match.entity.id === entityId));
/**
 * The screening's roles of the manifest's kind of subject: a near-miss is aimed at that one (the same company may be
 * named again elsewhere in the profile, say as a shareholder without a number, and then match on its name alone).
 */
const OWNER_ROLES: Record<string, string> = { psc: "PSC", "corporate-psc": "PSC", parent: "Parent", company: "Company" };
const roleOf = (kind: string) => (role: string) => (OWNER_ROLES[kind] ? role === OWNER_ROLES[kind] : !["PSC", "Shareholder", "Parent", "Ultimate parent", "Company", "Former name"].includes(role));
const listEntity = (id: string) => readFileSync(listFile, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { id: string; properties: Record<string, string[]> })
  .find((entity) => entity.id === id);

describe("GET /api/screening/{crn} over the sandbox's list", () => {
  it("finds every true match the list aims at a subject, above the threshold, with both names, the lists and topics", { timeout: SLOW }, async () => {
    const base = inject("bffUrl");
    const answers = new Map<string, ReviewedScreening>();
    const matches = manifest.entries.filter((entry) => entry.expected === "match");
    expect(matches.length).toBeGreaterThan(10);
    for (const entry of matches) {
      for (const subject of entry.subjects) {
        if (!answers.has(subject.company)) answers.set(subject.company, await screening(base, subject.company));
        const answer = answers.get(subject.company) as ReviewedScreening;
        expect(answer.threshold).toBe(THRESHOLD);
        expect(answer.listVersion).toMatch(/^sandbox \S+/);
        const [found] = matchesOf(answer, subject.name, entry.entityId);
        expect(found, `${subject.company} ${subject.name} ~ ${entry.entityId} (${entry.variation})`).toBeDefined();
        if (!found) continue;
        expect(found.score).toBeGreaterThanOrEqual(THRESHOLD);
        expect(found.entity.topics).toContain(entry.topic);
        expect(found.entity.datasets.length).toBeGreaterThan(0);
        expect(found).toMatchObject({ review: null, reviews: [], reviewNeeded: null });
        if (entry.variation === "registration-number") {
          const number = found.features.find((feature) => feature.name === "identifier_match");
          expect(number).toMatchObject({ score: 1 });
          expect(number?.detail).toContain(subject.registrationNumber);
        } else {
          // Both names as compared, the list's as the list gives it.
          expect(found.features.find((feature) => feature.name === "name_match")?.detail).toContain(`"${entry.listName}"`);
          expect(found.features.find((feature) => feature.name === "birth_date_differs")?.detail).toContain(subject.birthDate);
        }
        for (const feature of found.features) expect(Object.keys(feature).sort()).toEqual(["detail", "name", "score", "weight"]);
      }
    }
    // Strongest first, within every subject.
    for (const answer of answers.values()) {
      for (const subject of answer.subjects) expect(subject.matches.map((match) => match.score)).toEqual([...subject.matches.map((match) => match.score)].sort((a, b) => b - a));
    }
  });

  it("scores every near-miss below the threshold, lowered by the feature the manifest names", { timeout: SLOW }, async () => {
    const nearMisses = manifest.entries.filter((entry) => entry.expected === "near-miss");
    expect(nearMisses.length).toBeGreaterThan(5);
    for (const entry of nearMisses) {
      const [subject] = entry.subjects as [ManifestEntry["subjects"][number]];
      // At the default threshold it is no match…
      expect(matchesOf(await screening(inject("bffUrl"), subject.company), subject.name, entry.entityId, roleOf(subject.kind)), `${entry.entityId} (${entry.variation})`).toEqual([]);
      // …and below it, read from the BFF that shows results from a lower score, it is the candidate the list aimed.
      const [found] = matchesOf(await ownScreening(subject.company), subject.name, entry.entityId, roleOf(subject.kind));
      expect(found, `${subject.company} ${subject.name} ~ ${entry.entityId} (${entry.variation})`).toBeDefined();
      if (!found) continue;
      expect(found.score).toBeLessThan(THRESHOLD);
      const lowered = found.features.filter((feature) => feature.weight < 0 && feature.score > 0).map((feature) => feature.name);
      if (entry.variation === "other-registration") {
        const numbers = listEntity(entry.entityId)?.properties.registrationNumber ?? [];
        expect(lowered).toContain("identifier_differs");
        expect(found.features.find((feature) => feature.name === "identifier_differs")?.detail).toContain(numbers[0]);
      } else {
        const listed = listEntity(entry.entityId)?.properties.birthDate?.[0] ?? "";
        expect(lowered).toContain("birth_year_differs");
        expect(found.features.find((feature) => feature.name === "birth_year_differs")?.detail).toContain(listed.slice(0, 4));
      }
    }
  });

  it("refuses a bad company number and says when no list is loaded, as problems", async () => {
    const bad = await call(inject("bffUrl"), "/api/screening/not-a-number");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    // The BFF over its own sandbox has no list loaded: not an empty "clear" answer, a 503 saying so.
    const none = await call(inject("bffSingleUrl"), "/api/screening/09990001");
    expect(none.status).toBe(503);
    expect(await none.json()).toMatchObject({ code: "screening-unavailable", detail: expect.stringMatching(/No screening list is loaded/) });
  });
});

describe("reviews of screening matches", () => {
  it("are audited and shown, survive a reload that leaves the entity as it was, and lapse when the entity changes", { timeout: SLOW }, async () => {
    const entry = manifest.entries.find((item) => item.expected === "match" && item.subjects[0]?.kind === "officer" && item.variation === "exact");
    expect(entry).toBeDefined();
    const aimed = entry!.subjects[0]!;
    const crn = aimed.company;
    const first = await ownScreening(crn);
    const subject = first.subjects.find((item) => sameName(item.name, aimed.name) && item.matches.some((match) => match.entity.id === entry!.entityId))!;
    expect(subject).toBeDefined();
    const review = (body: Record<string, unknown>) => users.post("alice", `/api/screening/${crn}/reviews`, {
      subject: { kind: subject.kind, role: subject.role, name: subject.name }, entityId: entry!.entityId, ...body,
    });

    const noReason = await review({ verdict: "false-positive" });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ detail: expect.stringMatching(/reason is required for a false positive/) });
    const unknown = await review({ verdict: "confirmed", entityId: "sbx-no-such-entity" });
    expect(unknown.status).toBe(404);
    const made = await review({ verdict: "false-positive", reason: "Met him: another person, born elsewhere" });
    expect(made.status, await made.clone().text()).toBe(201);
    // The answer is what the API's description says (lib/screening/review-answer.ts).
    expect(storedReviewSchema.safeParse(await made.json()).error).toBeUndefined();

    const dismissed = { verdict: "false-positive", reason: "Met him: another person, born elsewhere", by: "alice", listVersion: first.listVersion };
    const screening = await ownScreening(crn);
    expect(reviewedScreeningSchema.safeParse(screening).error).toBeUndefined();
    const reviewed = matchesOf(screening, subject.name, entry!.entityId)[0];
    expect(reviewed).toMatchObject({ review: dismissed, reviews: [dismissed], reviewNeeded: null });

    const audit = await call(ownBase(), `/api/audit?operation=${encodeURIComponent("Screening match reviewed")}&company=${crn}`, { cookie: await users.as("root") });
    expect(audit.status).toBe(200);
    const entries = ((await audit.json()) as { items: Array<{ username: string; status: number; params: Record<string, unknown> }> }).items;
    expect(entries.find((item) => item.status === 201)).toMatchObject({ username: "alice", params: { crn, entityId: entry!.entityId, verdict: "false-positive" } });
    expect(entries.some((item) => item.status === 400)).toBe(true);

    // A reload whose only change is another entity (one made up, not aimed at anyone): the dismissal holds.
    const lines = readFileSync(ownList, "utf8").split("\n").filter(Boolean);
    const aimedIds = new Set(manifest.entries.map((item) => item.entityId));
    const otherIndex = lines.findIndex((line) => !aimedIds.has((JSON.parse(line) as { id: string }).id));
    const other = JSON.parse(lines[otherIndex]!) as { caption: string; properties: Record<string, string[]> };
    lines[otherIndex] = JSON.stringify({ ...other, properties: { ...other.properties, notes: ["Reloaded for the test"] } });
    writeFileSync(ownList, `${lines.join("\n")}\n`);
    const reloaded = await ownScreening(crn, (answer) => answer.listVersion !== first.listVersion);
    expect(matchesOf(reloaded, subject.name, entry!.entityId)[0]).toMatchObject({ review: dismissed, reviewNeeded: null });

    // A reload in which the reviewed entity gained an alias: the match needs review again, saying why.
    const reviewedIndex = lines.findIndex((line) => (JSON.parse(line) as { id: string }).id === entry!.entityId);
    const entity = JSON.parse(lines[reviewedIndex]!) as { properties: Record<string, string[]> };
    lines[reviewedIndex] = JSON.stringify({ ...entity, properties: { ...entity.properties, alias: [...(entity.properties.alias ?? []), `${aimed.name} Junior`] } });
    writeFileSync(ownList, `${lines.join("\n")}\n`);
    const changed = await ownScreening(crn, (answer) => answer.listVersion !== reloaded.listVersion);
    const lapsed = matchesOf(changed, subject.name, entry!.entityId)[0];
    expect(lapsed).toMatchObject({ review: null, reviews: [dismissed] });
    expect(lapsed?.reviewNeeded).toMatch(/^The list entry changed since alice reviewed this match as false positive/);
  });
});
