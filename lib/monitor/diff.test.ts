import { describe, expect, it } from "vitest";
import { diffSnapshots } from "./diff";
import type { Snapshot } from "./snapshot";

const base: Snapshot = {
  name: "HARBOUR TRADING LTD", status: "Active", address: "1 Quay Street, Bristol, BS1 4AA",
  officers: { a: { name: "Ann Lee", role: "Director", appointed: "2015-01-02", resigned: null } },
  pscs: { p: { name: "Ann Lee", notified: "2016-04-06", ceased: null } },
  charges: { c: { code: "0001", created: "2018-05-01", satisfied: null, lender: "Big Bank Plc", description: null } },
  ccjs: {}, filings: { f: { date: "2025-01-01", text: "Confirmation statement" } },
  accounts: { madeUpTo: "2025-03-31", dueDate: "2026-12-31", overdue: false }, confirmation: null, band: "low", limit: 10_000, policyVersion: 1,
  debt: { liveCharges: 1, partSatisfiedCharges: 0, outstandingCcjs: 0, outstandingCcjAmount: 0 },
  accountsYear: null, modelBand: null, limitWithheld: null, limitBasis: null, overrides: null, models: null,
};

describe("diffSnapshots", () => {
  it("finds nothing between equal snapshots, past resignations, cessations and satisfactions included", () => {
    expect(diffSnapshots(base, structuredClone(base))).toEqual([]);
    const settled = structuredClone(base);
    settled.officers.a!.resigned = "2020-01-01";
    settled.pscs.p!.ceased = "2020-01-01";
    settled.charges.c!.satisfied = "2020-01-01";
    settled.accounts.overdue = true;
    expect(diffSnapshots(settled, structuredClone(settled))).toEqual([]);
  });

  it("words a new judgment with its amount, claimant, date and status", () => {
    const next = structuredClone(base);
    next.ccjs.k = { caseNumber: "K1", date: "2026-11-02", court: null, plaintiff: "Harbour Fuels Ltd", amount: 12000, status: "New Judgment" };
    expect(diffSnapshots(base, next)).toEqual([{
      kind: "ccj", key: "ccj:k", title: "New county court judgment",
      detail: "New county court judgment: £12,000 to Harbour Fuels Ltd, 2 Nov 2026, New Judgment.",
    }]);
  });

  it("gives the same change the same key, and a resignation, a satisfied charge and a band move one change each", () => {
    const next = structuredClone(base);
    next.officers.a!.resigned = "2026-11-01";
    next.charges.c!.satisfied = "2026-10-01";
    next.band = "high";
    const changes = diffSnapshots(base, next);
    expect(changes.map((change) => change.kind)).toEqual(["officer-resigned", "charge-satisfied", "score-band"]);
    expect(changes.map((change) => change.key)).toEqual(diffSnapshots(base, structuredClone(next)).map((change) => change.key));
    expect(changes[2]!.detail).toBe("The credit band moved from Low risk to High risk under credit policy v1.");
  });

  it("words a partial satisfaction as such, the charge still live, and alerts its full satisfaction later apart", () => {
    const before = structuredClone(base);
    before.charges.c!.status = "Outstanding";
    const part = structuredClone(before);
    part.charges.c = { ...part.charges.c!, satisfied: "2026-09-01", status: "Partially satisfied" };
    const [partChange, ...others] = diffSnapshots(before, part);
    expect(others).toEqual([]);
    expect(partChange).toMatchObject({
      kind: "charge-satisfied", title: "Charge partially satisfied: 0001",
      detail: "Charge 0001 in favour of Big Bank Plc partially satisfied 1 Sep 2026; it remains live.",
    });
    const full = structuredClone(part);
    full.charges.c = { ...full.charges.c!, satisfied: "2026-11-01", status: "Satisfied" };
    const [fullChange] = diffSnapshots(part, full);
    expect(fullChange).toMatchObject({ kind: "charge-satisfied", title: "Charge satisfied: 0001" });
    expect(fullChange!.key).not.toBe(partChange!.key);
    expect(diffSnapshots(full, structuredClone(full))).toEqual([]);
  });

  it("tells a partial satisfaction from a full one against a snapshot taken before statuses were kept", () => {
    const next = structuredClone(base);
    next.charges.c = { ...next.charges.c!, satisfied: "2026-09-01", status: "Partially satisfied" };
    expect(diffSnapshots(base, next)[0]).toMatchObject({ title: "Charge partially satisfied: 0001" });
  });

  it("does not report an officer first seen already resigned as appointed", () => {
    const next = structuredClone(base);
    next.officers.old = { name: "Old Hand", role: "Secretary", appointed: "2001-01-01", resigned: "2005-01-01" };
    expect(diffSnapshots(base, next)).toEqual([]);
  });
});
