// Lessons gathered and written together leave the directory as writing them one by one would, in fewer transactions,
// and a read never misses what the server has already been taught.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { batchedLearning } from "./batched-learning";
import { learnFromAnswer } from "./learn";
import { openSqliteStore } from "./sqlite-store";
import type { DirectoryStore } from "./store";

const director = (pnr: number, fullName: string, extra: Record<string, unknown> = {}) => ({
  directorPnr: pnr, fromDate: "2015-04-01", toDate: "", position: "director", directorRole: "director", directorshipCount: 3,
  detailedInformation: { fullName }, ...extra,
});
const profile = (number: string, name: string, parent: string | null, extra: Record<string, unknown> = {}) => ({
  companyRegistrationNumber: number, businessName: name, companyStatus: "Active", regAddress: { postalCode: "RG26 5AT" },
  groupStructures: parent === null ? null : { parentCompanyRegistrationNumber: parent, parentBusinessName: `PARENT ${parent} LIMITED` },
  directorsData: [director(Number(number) + 100, `Person ${number}`)],
  ...extra,
});

/** Answers in the order a team's lookups might bring them: the same company twice, a supplier named then described. */
const ANSWERS: [number, unknown, string][] = [
  [19, { suppliers: [{ name: "Supplier One Ltd t/a One", supplierReg: "11" }, { name: "SECOND SUPPLIER LTD", supplierReg: "12" }] }, "ann"],
  [1, profile("11", "SUPPLIER ONE LIMITED", "9"), "ann"],
  [1, profile("12", "SECOND SUPPLIER LIMITED", "9"), "bob"],
  [1, profile("13", "THIRD LIMITED", "9", { previousNames: [{ previousName: "THIRD OLD NAME LIMITED" }] }), "ann"],
  [4, { companyRegistrationNumber: "13", directorsData: [director(113, "Person 13"), director(42, "Ann Example")] }, "ann"],
  [1, profile("13", "THIRD RENAMED LIMITED", "", { companyStatus: "Liquidation", companyEvents: [{ statusCode: "LIQ", statusFiledDate: "2024-03-02T00:00:00Z" }] }), "ann"],
  [4, { companyRegistrationNumber: "13", directorsData: [director(42, "Ann Example", { toDate: "2024-01-01" })] }, "bob"],
];

/** Everything the answers can have taught, as the store's readers answer it. */
async function taught(store: DirectoryStore) {
  const names = await Promise.all(["supplier", "second", "third", "parent", "old name"].map((q) =>
    store.lookup({ kind: "words", whole: [], prefix: q.split(" ")[0] }, { limit: 20, statusGroup: null })));
  return {
    count: await store.count(),
    names: names.map((hits) => hits.map((hit) => [hit.number, hit.name, hit.status, hit.postcode]).sort()),
    subsidiaries: await Promise.all(["ann", "bob"].map((viewer) => store.subsidiaries("00000009", 10, viewer))),
    appointments: (await store.appointmentsOf([111, 112, 113, 42])).sort((a, b) => `${a.person}${a.company}`.localeCompare(`${b.person}${b.company}`)),
    appointmentCount: await store.countAppointments(),
  };
}

/** Counts the transactions' worth of writes the wrapped store is asked for. */
function counting(store: DirectoryStore) {
  const calls = { learn: 0, recordAppointments: 0 };
  const counted: DirectoryStore = {
    ...store,
    learn: (lesson) => { calls.learn += 1; return store.learn(lesson); },
    recordAppointments: (lesson) => { calls.recordAppointments += 1; return store.recordAppointments(lesson); },
  };
  return { counted, calls };
}

const opened: DirectoryStore[] = [];
const open = () => {
  const store = openSqliteStore(":memory:");
  opened.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe("lessons written together", () => {
  it("leave the directory as the same lessons written one by one", async () => {
    const oneByOne = open();
    for (const [operation, body, viewer] of ANSWERS) await learnFromAnswer(operation, body, viewer, oneByOne);
    const { counted, calls } = counting(open());
    const together = batchedLearning(counted);
    // As the routes' hooks do: nobody waits for a lesson before the next answer comes.
    const lessons = ANSWERS.map(([operation, body, viewer]) => learnFromAnswer(operation, body, viewer, together));
    await Promise.all(lessons);
    expect(await taught(together)).toEqual(await taught(oneByOne));
    // Two viewers' lessons and one list of officers: three writes, not eleven.
    expect(calls).toEqual({ learn: 2, recordAppointments: 1 });
    expect((await taught(oneByOne)).appointmentCount).toBeGreaterThan(0);
  });

  it("are read by a search, subsidiaries and people across companies the moment after they are taught", async () => {
    const together = batchedLearning(open());
    void learnFromAnswer(1, profile("13", "THIRD LIMITED", "9"), "ann", together);
    expect((await together.lookup({ kind: "words", whole: [], prefix: "third" }, { limit: 5, statusGroup: null })).map((hit) => hit.number)).toEqual(["00000013"]);
    void learnFromAnswer(1, profile("14", "FOURTH LIMITED", "9"), "ann", together);
    expect((await together.subsidiaries("00000009", 10, "ann")).map((row) => row.number)).toEqual(["00000014", "00000013"]);
    void learnFromAnswer(4, { companyRegistrationNumber: "14", directorsData: [director(42, "Ann Example")] }, "ann", together);
    expect((await together.appointmentsOf([42])).map((row) => row.company)).toEqual(["00000014"]);
    // A burst large enough to be written at once is still being written when the read comes: the read waits for it.
    for (let n = 100; n < 400; n++) void learnFromAnswer(1, profile(String(n), `COMPANY ${n} LIMITED`, null), "ann", together);
    expect(await together.count()).toBe(3 + 300); // 13, 14 and their parent 9, then the burst
  });

  it("are written within moments with nobody reading, and when the store closes", async () => {
    const inner = open();
    const together = batchedLearning(inner);
    void learnFromAnswer(1, profile("13", "THIRD LIMITED", null), "ann", together);
    await expect.poll(() => inner.count(), { timeout: 1000, interval: 10 }).toBe(1);
    const dir = mkdtempSync(path.join(tmpdir(), "batched-learning-"));
    try {
      const file = path.join(dir, "directory.sqlite");
      const closing = batchedLearning(openSqliteStore(file));
      void learnFromAnswer(1, profile("14", "FOURTH LIMITED", null), "ann", closing);
      await closing.close();
      const reopened = openSqliteStore(file);
      expect(await reopened.count()).toBe(1);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a write that fails rejects the lessons that waited for it, and the next lessons are written", async () => {
    const inner = open();
    let failNext = true;
    const flaky = batchedLearning({
      ...inner,
      learn: (lesson) => {
        if (!failNext) return inner.learn(lesson);
        failNext = false;
        return Promise.reject(new Error("disk full"));
      },
    });
    const first = flaky.learn({ merge: [], fill: [{ number: "00000013", name: "THIRD LIMITED", status: null, postcode: null, town: null, incorporationDate: null, previousNames: [] }], links: [], viewer: null });
    await expect(first).rejects.toThrow("disk full");
    await flaky.learn({ merge: [], fill: [{ number: "00000014", name: "FOURTH LIMITED", status: null, postcode: null, town: null, incorporationDate: null, previousNames: [] }], links: [], viewer: null });
    expect(await flaky.count()).toBe(1);
  });
});
