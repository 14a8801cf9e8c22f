import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type OperationId } from "../lib/upstream/operations";
import { ChangeClock } from "./change-clock";
import { ChangeOverlay, changesOfDay, CHANGE_KINDS, simulatedDate } from "./changes";
import { startSandboxServer, type SandboxServer } from "./server";
import { SandboxStore } from "./store";
import { smallDataset } from "./test-support";

const KEY = "test-key";
let dataset: Awaited<ReturnType<typeof smallDataset>>;
let store: SandboxStore;
let plain: SandboxServer;
let changing: SandboxServer;
let companiesHouse: SandboxServer;

beforeAll(async () => {
  dataset = await smallDataset();
  store = new SandboxStore(dataset.file);
  plain = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY] });
  // perDay 0: nothing changes on its own, only what a test asks for.
  changing = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY], changes: { perDay: 0, daySeconds: 86_400, seed: 7 } });
  companiesHouse = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY], style: "companies-house", changes: { perDay: 0, daySeconds: 86_400, seed: 7 } });
}, 60_000);

afterAll(async () => {
  await plain?.close();
  await changing?.close();
  await companiesHouse?.close();
  store?.close();
  dataset?.cleanup();
});

// biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, read freely
type Body = any;

async function get(server: SandboxServer, path: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${server.url}${path}`, { headers: { "x-api-key": KEY } });
  return { status: response.status, body: await response.json() };
}

async function control(path: string, key = KEY): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${changing.url}/_sandbox/changes${path}`, { method: "POST", headers: { "x-api-key": key } });
  return { status: response.status, body: await response.json() };
}

/** An operation's path for one company, from the operations table. */
const at = (id: OperationId, crn: string) => operations[id].path.replace("{crn}", encodeURIComponent(crn));

/** Every key path and the JSON type at it, array items merged: two answers of the same shape give the same set. */
function shape(value: unknown, at = "", into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) shape(item, `${at}[]`, into);
  else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) shape(child, `${at}.${key}`, into);
  else into.add(`${at}:${value === null ? "null" : typeof value}`);
  return into;
}

const activeCompany = () => store.companyNumbers().find((number) => {
  const row = store.company(number)!;
  const core = JSON.parse(row.core);
  return core.companyStatus === "active" && row.status === "active" && JSON.parse(row.directors).filter((d: Body) => d.toDate === "").length >= 3 && core.ccjDetails.length > 0;
})!;

describe("the changing register's stream", () => {
  it("is the same for the same seed and day, and differs for another seed or day", () => {
    const numbers = store.companyNumbers();
    const day = changesOfDay(42, 3, 20, numbers);
    expect(day).toHaveLength(20);
    expect(changesOfDay(42, 3, 20, numbers)).toEqual(day);
    expect(changesOfDay(43, 3, 20, numbers)).not.toEqual(day);
    expect(changesOfDay(42, 4, 20, numbers)).not.toEqual(day);
    expect(changesOfDay(42, 3, 0, numbers)).toEqual([]);
  });

  it("gives the same answers when replayed from the same seed", () => {
    const numbers = store.companyNumbers();
    const replay = () => {
      const overlay = new ChangeOverlay(9, (number) => store.generatedCompany(number));
      for (let day = 1; day <= 30; day++) for (const change of changesOfDay(9, day, 20, numbers)) overlay.apply(change);
      return { applied: overlay.applied, rows: overlay.applied.map((change) => overlay.company(change.company)) };
    };
    const first = replay();
    expect(first.applied.length).toBeGreaterThan(400);
    expect(new Set(first.applied.map((change) => change.kind))).toEqual(new Set(CHANGE_KINDS));
    expect(replay()).toEqual(first);
  });

  it("leaves the dataset as generated", () => {
    const number = activeCompany();
    const before = store.generatedCompany(number);
    const overlay = new ChangeOverlay(1, (crn) => store.generatedCompany(crn));
    expect(overlay.apply({ day: 1, company: number, kind: "liquidation" })).toBe(true);
    expect(JSON.parse(overlay.company(number)!.core).companyStatus).toBe("liquidation");
    expect(store.generatedCompany(number)).toEqual(before);
  });
});

describe("the change clock", () => {
  it("moves simulated days on with real time at the configured pace and applies each day's changes once", () => {
    let now = 1_000_000;
    const numbers = store.companyNumbers();
    const clock = new ChangeClock({ perDay: 5, daySeconds: 60, seed: 3 }, (crn) => store.generatedCompany(crn), () => numbers, () => now);
    clock.sync();
    expect(clock.day()).toBe(0);
    expect(clock.overlay.applied).toEqual([]);
    now += 59_999;
    clock.sync();
    expect(clock.overlay.applied).toEqual([]);
    now += 1;
    clock.sync();
    clock.sync();
    expect(clock.day()).toBe(1);
    const fitting = (day: number) => {
      const overlay = new ChangeOverlay(3, (crn) => store.generatedCompany(crn));
      for (let d = 1; d <= day; d++) for (const change of changesOfDay(3, d, 5, numbers)) overlay.apply(change);
      return overlay.applied;
    };
    expect(clock.overlay.applied).toEqual(fitting(1));
    expect(clock.advance(2).length).toBe(fitting(3).length - fitting(1).length);
    expect(clock.day()).toBe(3);
    expect(clock.overlay.applied).toEqual(fitting(3));
  });

  it("makes no changes of its own at 0 a day", () => {
    let now = 0;
    const clock = new ChangeClock({ perDay: 0, daySeconds: 1, seed: 3 }, (crn) => store.generatedCompany(crn), () => store.companyNumbers(), () => now);
    now = 10_000;
    clock.sync();
    expect(clock.day()).toBe(10);
    expect(clock.overlay.applied).toEqual([]);
  });
});

describe("a change through the sandbox's control", () => {
  it("is refused without a valid key, and unknown kinds or companies are errors", async () => {
    expect((await control("/advance", "wrong")).status).toBe(405); // treated as an upstream call: only GET
    expect((await control(`/make?company=${activeCompany()}&kind=meteor`)).status).toBe(400);
    expect((await control("/make?company=NOPE0000&kind=ccj")).status).toBe(404);
    expect((await get(plain, "/_sandbox/changes")).status).toBe(404);
  });

  it("adds a CCJ to the CCJ list, the profile's ccjDetails, keeping every shape", async () => {
    const number = activeCompany();
    const before = await get(changing, at("companyCcjs", number));
    const profileBefore = await get(changing, at("companyProfile", number));
    const made = await control(`/make?company=${number}&kind=ccj`);
    expect(made.status).toBe(200);
    const after = await get(changing, at("companyCcjs", number));
    const profile = await get(changing, at("companyProfile", number));
    expect(after.body).toHaveLength(before.body.length + 1);
    expect(after.body.slice(1)).toEqual(before.body);
    const judgment = after.body[0];
    expect(judgment.ccjDate).toBe(simulatedDate(made.body.day));
    expect(profile.body.ccjDetails).toEqual([judgment, ...profileBefore.body.ccjDetails]);
    expect(profile.body.hasCCJInfo).toBe(true);
    expect(shape(after.body)).toEqual(shape(before.body));
    expect(operations.companyCcjs.schema.safeParse(judgment).success).toBe(true);
    // The status filter sees it too; the unchanged server does not.
    const filtered = await get(changing, `${at("companyCcjs", number)}?status=${encodeURIComponent("New Judgment")}`);
    expect(filtered.body[0]).toEqual(judgment);
    expect((await get(plain, at("companyCcjs", number))).body).toEqual(before.body);
  });

  it("satisfies or sets aside an outstanding judgment in the CCJ list and the profile alike, keeping its case, date and amount", async () => {
    const number = store.companyNumbers().find((crn) => {
      const core = JSON.parse(store.company(crn)!.core);
      return core.companyStatus === "active" && core.ccjDetails.some((ccj: Body) => ccj.ccjStatus === "New Judgment");
    })!;
    const restated = async (kind: string, status: string, paid: (day: number) => string) => {
      const before = await get(changing, at("companyCcjs", number));
      const made = await control(`/make?company=${number}&kind=${kind}`);
      expect(made.status, kind).toBe(200);
      const after = await get(changing, at("companyCcjs", number));
      const moved = after.body.filter((ccj: Body, index: number) => JSON.stringify(ccj) !== JSON.stringify(before.body[index]));
      expect(moved, kind).toHaveLength(1);
      const was = before.body.find((ccj: Body) => ccj.caseNumber === moved[0].caseNumber);
      expect(was.ccjStatus).toBe("New Judgment");
      expect(moved[0]).toEqual({ ...was, ccjStatus: status, ccjPaidDate: paid(made.body.day), amendFlag: status === "Set Aside" ? "Y" : was.amendFlag });
      const profile = await get(changing, at("companyProfile", number));
      expect(profile.body.ccjDetails.find((ccj: Body) => ccj.caseNumber === was.caseNumber)).toEqual(moved[0]);
      expect(shape(after.body)).toEqual(shape(before.body));
      expect(operations.companyProfile.schema.safeParse(profile.body).success).toBe(true);
      // The status filter lists it under its status now (an empty list answers 404).
      const cases = async (filter: string) => {
        const { body } = await get(changing, `${at("companyCcjs", number)}?status=${encodeURIComponent(filter)}`);
        return Array.isArray(body) ? body.map((ccj: Body) => ccj.caseNumber) : [];
      };
      expect(await cases("New Judgment")).not.toContain(was.caseNumber);
      expect(await cases(status)).toContain(was.caseNumber);
    };
    await restated("ccj-satisfied", "Satisfied", (day) => simulatedDate(day));
    // A judgment of its own first, so one is outstanding to set aside whatever the generated ones were.
    expect((await control(`/make?company=${number}&kind=ccj`)).status).toBe(200);
    await restated("ccj-set-aside", "Set Aside", () => "");
  });

  it("marks a confirmation statement missed: the next one fell due the day before, once", async () => {
    const number = store.companyNumbers().reverse().find((crn) => {
      const core = JSON.parse(store.company(crn)!.core);
      return core.companyStatus === "active" && String(core.nextAnnualReturnDate ?? "") > simulatedDate(0);
    })!;
    const before = await get(changing, at("companyProfile", number));
    const made = await control(`/make?company=${number}&kind=confirmation-overdue`);
    expect(made.status).toBe(200);
    const after = await get(changing, at("companyProfile", number));
    expect(after.body).toEqual({ ...before.body, nextAnnualReturnDate: simulatedDate(made.body.day - 1) });
    expect((await control(`/make?company=${number}&kind=confirmation-overdue`)).status).toBe(409);
  });

  it("puts a company into liquidation with the matching flag and event", async () => {
    const number = activeCompany();
    const before = await get(changing, at("companyProfile", number));
    expect((await control(`/make?company=${number}&kind=liquidation`)).status).toBe(200);
    const after = await get(changing, at("companyProfile", number));
    expect(after.body.companyStatus).toBe("liquidation");
    expect(after.body.companyLiquidationStatus).toBe("Y");
    expect(after.body.companyEvents[0].statusCode).toBe("LIQ");
    expect(after.body.companyEvents.slice(1)).toEqual(before.body.companyEvents);
    expect(shape(after.body)).toEqual(shape(before.body));
    expect(operations.companyProfile.schema.safeParse(after.body).success).toBe(true);
    // An insolvent company takes no further filings or officer changes.
    expect((await control(`/make?company=${number}&kind=administration`)).status).toBe(409);
  });

  it("records officer changes and filings in the officers, the filing history and the counts", async () => {
    const number = store.companyNumbers().reverse().find((crn) => {
      const row = store.company(crn)!;
      return row.status === "active" && JSON.parse(row.directors).filter((d: Body) => d.toDate === "" && d.position === "director").length >= 3;
    })!;
    const profileBefore = await get(changing, at("companyProfile", number));
    const directorsBefore = await get(changing, at("companyDirectors", number));
    const filingsBefore = await get(changing, at("companyDocuments", number));
    for (const kind of ["appointment", "resignation", "confirmation-statement"]) {
      expect((await control(`/make?company=${number}&kind=${kind}`)).status, kind).toBe(200);
    }
    const profile = await get(changing, at("companyProfile", number));
    const directors = await get(changing, at("companyDirectors", number));
    const filings = await get(changing, at("companyDocuments", number));
    expect(profile.body.activeDirectorsCount).toBe(profileBefore.body.activeDirectorsCount);
    expect(profile.body.totalDirectorsCount).toBe(profileBefore.body.totalDirectorsCount + 1);
    expect(profile.body.resignedDirectorsCount).toBe(profileBefore.body.resignedDirectorsCount + 1);
    expect(directors.body.directorsData).toHaveLength(directorsBefore.body.directorsData.length + 1);
    expect(filings.body.totalCount).toBe(filingsBefore.body.totalCount + 3);
    expect(filings.body.items.slice(0, 3).map((item: Body) => item.description)).toEqual([
      "confirmation-statement-with-no-updates", "termination-director-company-with-name-termination-date", "appoint-person-director-company-with-name-date",
    ]);
    expect(profile.body.latestAnnualReturnDate).toBe(filings.body.items[0].date);
    expect(shape(profile.body)).toEqual(shape(profileBefore.body));
    expect(shape(directors.body)).toEqual(shape(directorsBefore.body));
    expect(shape(filings.body)).toEqual(shape(filingsBefore.body));
    for (const [id, body] of [["companyProfile", profile.body], ["companyDirectors", directors.body], ["companyDocuments", filings.body]] as const) {
      expect(operations[id].schema.safeParse(body).success, id).toBe(true);
    }
    // The new filing's document is served like any other.
    const self = String(filings.body.items[0].links.document_metadata);
    const pdf = await fetch(`${changing.url}${self}`, { headers: { "x-api-key": KEY } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("gives a new filing the value Companies House's template names, in that style", async () => {
    const number = activeCompany();
    const made = await fetch(`${companiesHouse.url}/_sandbox/changes/make?company=${number}&kind=confirmation-statement`, { method: "POST", headers: { "x-api-key": KEY } });
    expect(made.status).toBe(200);
    const { body } = await get(companiesHouse, at("companyDocuments", number));
    expect(body.items[0].description).toBe("confirmation-statement-with-no-updates");
    expect(body.items[0].description_values.made_up_date).toBe(body.items[0].date);
  });

  it("advances simulated days, reporting the changes it made", async () => {
    const started = await get(changing, "/_sandbox/changes");
    const advanced = await control("/advance?days=2");
    expect(advanced.body.day).toBe(started.body.day + 2);
    // perDay 0: days pass with no changes of their own.
    expect(advanced.body.changes).toEqual([]);
  });
});
