import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { extract, learnFromAnswer } from "./learn";
import { openSqliteStore } from "./sqlite-store";
import { searchDirectory } from "./search";
import type { DirectoryStore } from "./store";

let store: DirectoryStore;
beforeEach(() => {
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
  it("learns a profile's company, former names and group parents", () => {
    learnFromAnswer(1, profile, store);
    expect(store.count()).toBe(3);
    expect(searchDirectory(store, { q: "obac fittings", limit: 5, status: null }).hits[0]).toMatchObject({
      number: "07687209", status: "Active", postcode: "RG26 5AT", incorporationDate: "2011-06-29", matched: "previousName",
    });
    expect(searchDirectory(store, { q: "obac group", limit: 5, status: null }).hits[0]?.number).toBe("01000000");
  });

  it("learns procurement suppliers, charge envelopes and trade extracts from BFF list answers", () => {
    learnFromAnswer(19, { items: [{ suppliers: [{ name: "SUPPLIER ONE LTD", supplierReg: "1234" }, { name: "NO NUMBER", supplierReg: "n/a" }] }] }, store);
    learnFromAnswer(13, { items: [{ companyRegistrationNumber: "02000001", businessName: "LENDER CLIENT LIMITED", mortgages: [] }] }, store);
    learnFromAnswer(20, [{ companyRegistrationNumber: "NI000001", businessName: "EXPORTER LIMITED", companyStatus: "Active" }], store);
    expect(store.count()).toBe(3);
    expect(searchDirectory(store, { q: "supplier one", limit: 5, status: null }).hits[0]?.number).toBe("00001234");
  });

  it("does not let a supplier's spelling overwrite the register's name, but a profile's does", () => {
    learnFromAnswer(1, profile, store);
    learnFromAnswer(19, { suppliers: { name: "Obac (UK) Ltd t/a Obac", supplierReg: "07687209" } }, store);
    expect(searchDirectory(store, { q: "07687209", limit: 1, status: null }).hits[0]?.name).toBe("OBAC UK LIMITED");
    learnFromAnswer(1, { ...profile, businessName: "OBAC RENAMED LIMITED", companyStatus: null, previousNames: [] }, store);
    const hit = searchDirectory(store, { q: "07687209", limit: 1, status: null }).hits[0];
    // Unknown fields keep what was known; former names accumulate.
    expect(hit).toMatchObject({ name: "OBAC RENAMED LIMITED", status: "Active", postcode: "RG26 5AT" });
    expect(searchDirectory(store, { q: "obac fittings", limit: 1, status: null }).hits[0]?.number).toBe("07687209");
  });

  it("ignores answers that name no company and never throws", () => {
    expect(extract(4, { officers: [] })).toEqual([]);
    expect(() => learnFromAnswer(1, null, store)).not.toThrow();
    expect(() => learnFromAnswer(1, "garbage", store)).not.toThrow();
    const closed = openSqliteStore(":memory:");
    closed.close();
    expect(() => learnFromAnswer(1, profile, closed)).not.toThrow();
    expect(store.count()).toBe(0);
  });
});
