// Re-screening watched companies over real HTTP (issue 36): a BFF of this file's own, over a test upstream holding two
// sandbox companies, screens against a list file this test writes and rewrites. Watching sets each company's first
// screening without an alert; a reload raises exactly the matches the new file adds (red for a sanctions entry, amber
// for a PEP), none for a company whose matches did not grow; a false positive reviewed before a reload stays dismissed
// when its entry comes back; and a check that finds a new officer re-screens the company. What each file should raise
// is worked out from the entries the test wrote and the officers it named them after, never from the matcher.
import { writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Alert } from "@/lib/monitor/alert-store";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import type { Server } from "../../scripts/lib/processes";
import { ensureDataset } from "../../sandbox/dataset";
import { readSandboxSubjects } from "../../sandbox/screening-list-subjects";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signedIn } from "./session";

const SLOW = 240_000;
const LIST = "rescreen";

interface Officer { name: string; birthDate: string }
interface ListEntry { id: string; name: string; birthDate: string; topic: "sanction" | "role.pep" }

let upstream: ChangingUpstream;
let bff: Server | undefined;
let dir = "";
let listFile = "";
/** Two watched companies, each with two current officers the entries are named after. */
const companies: Array<{ crn: string; profile: UpstreamProfile; officers: [Officer, Officer] }> = [];

const base = () => {
  if (!bff) throw new Error("the re-screening BFF has not started");
  return bff.url;
};
const users = signedIn(base);

/** An entry of the list file in FollowTheMoney's format: a person with the officer's name and birth date. */
const line = (entry: ListEntry) => JSON.stringify({
  id: entry.id, schema: "Person", caption: entry.name, datasets: ["rescreen_test"],
  properties: { name: [entry.name], birthDate: [entry.birthDate], topics: [entry.topic] },
});
// Named after nobody the companies have: it keeps the list from ever being empty.
const FILLER: ListEntry = { id: "rs-filler", name: "Zebediah Quillfeather-Armitage", birthDate: "1901-02-03", topic: "sanction" };
// Named after nobody yet: the officer a later check finds appointed.
const LATECOMER: ListEntry = { id: "rs-late", name: "Ottoline Pemberton-Quist", birthDate: "1961-07-19", topic: "sanction" };

function writeList(entries: readonly ListEntry[]): void {
  writeFileSync(listFile, `${entries.map(line).join("\n")}\n`);
}

/** The company's last screening's list version, read from the BFF's own database; null before its first screening. */
function screenedVersion(crn: string): string | null {
  const db = new Database(path.join(dir, "monitor.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT list_version FROM screening_baselines WHERE company = ?").get(crn) as { list_version: string } | undefined;
    return row?.list_version ?? null;
  } catch {
    return null; // the table is made by the server's first migration run
  } finally {
    db.close();
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined> | T | null | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Both companies screened against a version other than each's `before` one: the reload's re-screens are done. */
const rescreened = (before: ReadonlyArray<string | null>) => until("the re-screens", () => {
  const now = companies.map(({ crn }) => screenedVersion(crn));
  return now.every((version, index) => version !== null && version !== before[index]) ? now : null;
});

async function screening(crn: string): Promise<ReviewedScreening> {
  const response = await call(base(), `/api/screening/${crn}`, { cookie: await users.as("alice") });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ReviewedScreening;
}

async function alerts(watchlist: string): Promise<Alert[]> {
  const response = await call(base(), `/api/alerts?watchlist=${watchlist}`, { cookie: await users.as("alice") });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Alert[] }).items;
}
const screeningAlerts = async (watchlist: string) => (await alerts(watchlist)).filter((alert) => alert.kind === "screening-match").toReversed();

/**
 * The officers of a profile as the upstream names them: current, with a birth date, none of them a PSC too (an entry
 * named after one would match two subjects), each of another surname (an entry named after one never nears another).
 */
function currentOfficers(profile: UpstreamProfile): Officer[] {
  // biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, by its spec field names
  const pscs = (profile.pscData ?? []).map((psc: any) => String(psc.pscName ?? "").toLowerCase());
  const surnames = new Set<string>();
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return (profile.directorsData ?? []).filter((director: any) => director.appointment === "Current" && director.detailedInformation?.birthDate
    && director.detailedInformation?.fullName)
    // biome-ignore lint/suspicious/noExplicitAny: as above
    .map((director: any) => ({ name: String(director.detailedInformation.fullName).trim(), birthDate: String(director.detailedInformation.birthDate) }))
    .filter((officer: Officer) => {
      const surname = officer.name.toLowerCase().split(/\s+/).at(-1) ?? "";
      if (pscs.some((psc: string) => psc.includes(surname)) || surnames.has(surname)) return false;
      surnames.add(surname);
      return true;
    });
}

beforeAll(async () => {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  // Companies with two current officers of distinct names, from the middle of the register (the 0999… ones are other files').
  const byCompany = new Map<string, Set<string>>();
  for (const person of readSandboxSubjects(file).people) {
    if (person.kind !== "officer" || person.company.startsWith("0999")) continue;
    byCompany.set(person.company, (byCompany.get(person.company) ?? new Set()).add(person.name.toLowerCase()));
  }
  const candidates = [...byCompany].filter(([, names]) => names.size >= 2).map(([crn]) => crn).slice(100);
  upstream = await startChangingUpstream(inject("apiKey"));
  for (const crn of candidates) {
    if (companies.length === 2) break;
    const profile = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), crn);
    const officers = currentOfficers(profile);
    if (officers.length >= 2) {
      companies.push({ crn, profile, officers: [officers[0]!, officers[1]!] });
    }
  }
  expect(companies).toHaveLength(2);
  dir = await monitorStore("rescreen");
  listFile = path.join(dir, `${LIST}.ftm.json`);
  writeList([FILLER, fpEntry()]);
  bff = await startMonitorServer({
    // The scheduler on, so this server works the re-screen jobs; no list falls due during the test.
    WATCH_SCHEDULER: "on", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", SCREENING_FILE: path.join(dir, "screening.sqlite"),
    SCREENING_LISTS: `${LIST}=${listFile}`, SCREENING_RELOAD_SECONDS: "1", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: upstream.url, store: dir, log: "rescreen" });
}, SLOW);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

/** A PEP entry named after the first company's first officer: reviewed as a false positive below. */
const fpEntry = (): ListEntry => ({ id: "rs-fp", ...companies[0]!.officers[0], topic: "role.pep" });
/** A sanctions entry named after the second company's first officer: the reload's one new match. */
const sanctionsEntry = (): ListEntry => ({ id: "rs-sanctions", ...companies[1]!.officers[0], topic: "sanction" });
/** A PEP entry named after the first company's second officer. */
const pepEntry = (): ListEntry => ({ id: "rs-pep", ...companies[0]!.officers[1], topic: "role.pep" });

describe("re-screening watched companies", () => {
  it("raises exactly the new matches of a reload, keeps a reviewed false positive dismissed, and re-screens on a new officer", { timeout: SLOW }, async () => {
    const [first, second] = companies as [typeof companies[0], typeof companies[0]];
    // The list is in force once the API answers (it loads in the background at start).
    await until("the first list", async () => (await call(base(), `/api/screening/${first.crn}`, { cookie: await users.as("alice") })).status === 200 || null);
    const created = await users.post("alice", "/api/watchlists", { name: "Re-screened", intervalHours: 24 });
    expect(created.status).toBe(201);
    const { id: watchlist } = (await created.json()) as { id: string };
    expect((await users.post("alice", `/api/watchlists/${watchlist}/companies`, { companyNumbers: [first.crn, second.crn] })).status).toBe(200);

    // Watching screens each company once: its baseline, with the first officer's PEP entry among the first company's
    // matches, and no alert.
    const v1 = await until("the first screenings", () => {
      const versions = companies.map(({ crn }) => screenedVersion(crn));
      return versions.every((version) => version !== null) ? versions : null;
    });
    const fpSubject = (await screening(first.crn)).subjects.find((subject) => subject.matches.some((match) => match.entity.id === "rs-fp"));
    expect(fpSubject?.name.toLowerCase()).toBe(first.officers[0].name.toLowerCase());
    expect(await screeningAlerts(watchlist)).toEqual([]);

    // Reviewed as a false positive before the reloads.
    const review = await users.post("alice", `/api/screening/${first.crn}/reviews`, {
      subject: { kind: fpSubject!.kind, role: fpSubject!.role, name: fpSubject!.name }, entityId: "rs-fp", verdict: "false-positive",
      reason: "Another person of the same name",
    });
    expect(review.status, await review.clone().text()).toBe(201);

    // Reload 1: the reviewed entry leaves the list and a sanctions entry named after the second company's officer
    // comes: exactly one alert, on that company, red, worded with the officer, the entry, the score and the version.
    writeList([FILLER, sanctionsEntry()]);
    const v2 = await rescreened(v1);
    const second2 = await screening(second.crn);
    expect(second2.listVersion).toBe(v2[1]);
    const afterFirstReload = await screeningAlerts(watchlist);
    expect(afterFirstReload.map((alert) => [alert.companyNumber, alert.severity, alert.title])).toEqual([
      [second.crn, "red", `New sanctions match: ${second.officers[0].name}`],
    ]);
    const [sanctions] = afterFirstReload;
    expect(sanctions!.detail).toContain(`matches ${second.officers[0].name} (rs-sanctions; sanction on rescreen_test) at score `);
    expect(sanctions!.detail).toContain(`against list version ${v2[1]}.`);
    expect(sanctions!.detail).toMatch(/at score (0\.\d\d|1\.00) /);
    expect(sanctions!.evidence).toBe(`/companies/${second.crn}/screening`);

    // Reload 2: the reviewed entry comes back unchanged (its review still holds: no alert), and a PEP entry named
    // after the first company's second officer is new (amber). The sanctions entry, alerted already, raises nothing.
    writeList([FILLER, sanctionsEntry(), fpEntry(), pepEntry(), LATECOMER]);
    const v3 = await rescreened(v2);
    const afterSecondReload = await screeningAlerts(watchlist);
    expect(afterSecondReload.map((alert) => [alert.companyNumber, alert.severity, alert.title])).toEqual([
      [second.crn, "red", `New sanctions match: ${second.officers[0].name}`],
      [first.crn, "amber", `New PEP match: ${first.officers[1].name}`],
    ]);
    expect(afterSecondReload[1]!.detail).toContain(`against list version ${v3[0]}.`);
    const dismissed = (await screening(first.crn)).subjects.flatMap((subject) => subject.matches).find((match) => match.entity.id === "rs-fp");
    expect(dismissed?.review).toMatchObject({ verdict: "false-positive", reason: "Another person of the same name" });

    // A check finds a new officer named as the list's latecomer: the company is re-screened and that match alerted.
    const officer = structuredClone(second.profile.directorsData.find((director: UpstreamProfile) => director.appointment === "Current"));
    officer.directorPnr = 987654321;
    officer.detailedInformation = { ...officer.detailedInformation, forename: "Ottoline", middleName: "", surname: "Pemberton-Quist",
      fullName: LATECOMER.name, birthDate: LATECOMER.birthDate };
    upstream.set(second.crn, { ...second.profile, directorsData: [...second.profile.directorsData, officer] });
    expect((await users.post("alice", `/api/watchlists/${watchlist}/check`, {})).status).toBe(202);
    const late = await until("the new officer's alert", async () =>
      (await screeningAlerts(watchlist)).find((alert) => alert.title === `New sanctions match: ${LATECOMER.name}`));
    expect(late).toMatchObject({ companyNumber: second.crn, severity: "red" });
    expect(late.detail).toContain("(rs-late; sanction on rescreen_test)");
    expect((await screeningAlerts(watchlist)).length).toBe(3);
  });
});
