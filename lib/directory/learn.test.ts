import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extract, learnFromAnswer } from "./learn";
import { openSqliteStore } from "./sqlite-store";
import { searchDirectory } from "./search";
import type { DirectoryStore } from "./store";

let store: DirectoryStore;
beforeEach(async () => {
  store = openSqliteStore(":memory:");
});
afterEach(() => store.close());

const profile = {
  companyRegistrationNumber: "7687209",
  businessName: "OBAC UK LIMITED",
  companyStatus: "Active",
  companyRegistrationDate: "29/06/2011",
  regAddress: { postalCode: "RG26 5AT" },
  previousNames: [{ previousName: "OBAC FITTINGS LIMITED", changedDate: "15/07/2011" }],
  groupStructures: {
    parentCompanyRegistrationNumber: "SC000004", parentBusinessName: "OBAC HOLDINGS LIMITED",
    ultimateParentCompanyRegistrationNumber: "01000000", ultimateParentBusinessName: "OBAC GROUP PLC",
  },
};

describe("learnFromAnswer", () => {
  it("learns a profile's company, former names and group parents", async () => {
    await learnFromAnswer(1, profile, "ann", store);
    expect(await store.count()).toBe(3);
    expect((await searchDirectory(store, { q: "obac fittings", limit: 5, status: null })).hits[0]).toMatchObject({
      number: "07687209", status: "Active", postcode: "RG26 5AT", incorporationDate: "2011-06-29", matched: "previousName",
    });
    expect((await searchDirectory(store, { q: "obac group", limit: 5, status: null })).hits[0]?.number).toBe("01000000");
  });

  it("learns procurement suppliers, charge envelopes and trade extracts from BFF list answers", async () => {
    await learnFromAnswer(19, { items: [{ suppliers: [{ name: "SUPPLIER ONE LTD", supplierReg: "1234" }, { name: "NO NUMBER", supplierReg: "n/a" }] }] }, "ann", store);
    await learnFromAnswer(13, { items: [{ companyRegistrationNumber: "02000001", businessName: "LENDER CLIENT LIMITED", mortgages: [] }] }, "ann", store);
    await learnFromAnswer(20, [{ companyRegistrationNumber: "NI000001", businessName: "EXPORTER LIMITED", companyStatus: "Active" }], "ann", store);
    expect(await store.count()).toBe(3);
    expect((await searchDirectory(store, { q: "supplier one", limit: 5, status: null })).hits[0]?.number).toBe("00001234");
  });

  it("does not let a supplier's spelling overwrite the register's name, but a profile's does", async () => {
    await learnFromAnswer(1, profile, "ann", store);
    await learnFromAnswer(19, { suppliers: { name: "Obac (UK) Ltd t/a Obac", supplierReg: "07687209" } }, "ann", store);
    expect((await searchDirectory(store, { q: "07687209", limit: 1, status: null })).hits[0]?.name).toBe("OBAC UK LIMITED");
    await learnFromAnswer(1, { ...profile, businessName: "OBAC RENAMED LIMITED", companyStatus: null, previousNames: [] }, "ann", store);
    const hit = (await searchDirectory(store, { q: "07687209", limit: 1, status: null })).hits[0];
    // Unknown fields keep what was known; former names accumulate.
    expect(hit).toMatchObject({ name: "OBAC RENAMED LIMITED", status: "Active", postcode: "RG26 5AT" });
    expect((await searchDirectory(store, { q: "obac fittings", limit: 1, status: null })).hits[0]?.number).toBe("07687209");
  });

  it("stores the upstream's status code in Companies House's words, so a profile saying what the bulk file said changes nothing", async () => {
    const imported = { number: "07687209", name: "OBAC UK LIMITED", status: "Active", postcode: "RG26 5AT", town: "Basingstoke", incorporationDate: "2011-06-29", sicCodes: ["46439"], previousNames: ["OBAC FITTINGS LIMITED"] };
    await store.upsertBatch([imported], { mode: "merge" });
    const [learned] = extract(1, { ...profile, companyStatus: "active" });
    expect(learned?.record.status).toBe("Active");
    expect(await store.upsertBatch([learned!.record], { mode: "merge" })).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(extract(1, { ...profile, companyStatus: "voluntary-arrangement" })[0]?.record.status).toBe("Voluntary Arrangement");
  });

  it("writes nothing when a profile is learnt again, its group link included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "learn-"));
    const file = path.join(dir, "directory.sqlite");
    const onDisk = openSqliteStore(file);
    try {
      const coded = { ...profile, companyStatus: "active" };
      await learnFromAnswer(1, coded, "ann", onDisk);
      const written = statSync(`${file}-wal`).size;
      await learnFromAnswer(1, coded, "ann", onDisk);
      await learnFromAnswer(1, coded, "ann", onDisk);
      expect(statSync(`${file}-wal`).size).toBe(written);
      expect((await onDisk.subsidiaries("SC000004", 5, "ann")).map((row) => row.number)).toEqual(["07687209"]);
      await learnFromAnswer(1, { ...coded, groupStructures: { parentCompanyRegistrationNumber: "07687209" } }, "ann", onDisk);
      expect(await onDisk.subsidiaries("SC000004", 5, "ann")).toEqual([]);
    } finally {
      await onDisk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the group relation a lookup states for the user who looked it up, the company itself for everyone", async () => {
    await learnFromAnswer(1, profile, "ann", store);
    const parent = profile.groupStructures.parentCompanyRegistrationNumber;
    expect(await store.subsidiaries(parent, 5, "ann")).toEqual([
      { number: "07687209", name: profile.businessName, status: "Active", incorporationDate: "2011-06-29", source: "lookups" },
    ]);
    expect(await store.subsidiaries(parent, 5, "bob")).toEqual([]);
    expect((await searchDirectory(store, { q: "07687209", limit: 1, status: null })).hits[0]?.name).toBe(profile.businessName);
    await learnFromAnswer(1, profile, null, store);
    expect(await store.subsidiaries(parent, 5, null)).toEqual([]);
  });

  it("ignores answers that name no company and never throws", async () => {
    expect(extract(4, { officers: [] })).toEqual([]);
    await expect(learnFromAnswer(1, null, "ann", store)).resolves.toBeUndefined();
    await expect(learnFromAnswer(1, "garbage", "ann", store)).resolves.toBeUndefined();
    const closed = openSqliteStore(":memory:");
    await closed.close();
    await expect(learnFromAnswer(1, profile, "ann", closed)).resolves.toBeUndefined();
    expect(await store.count()).toBe(0);
  });
});
