import { describe, expect, it } from "vitest";
import { operations } from "../upstream/operations";
import { normaliseAnswer } from "./normalise";

describe("normaliseAnswer", () => {
  it("hands one documented list shape for an operation that answers one record or a list", () => {
    const one = normaliseAnswer(operations.companyPsc, { pscName: "A" }, {});
    const many = normaliseAnswer(operations.companyPsc, [{ pscName: "A" }, { pscName: "B" }], {});
    expect(one).toMatchObject({ ok: true, body: { items: [{ pscName: "A" }], page: null, size: null } });
    expect(many).toMatchObject({ ok: true, body: { items: [{ pscName: "A" }, { pscName: "B" }] } });
    expect(normaliseAnswer(operations.unsecuredCharges, [], { page: 2, size: 10 })).toEqual({ ok: true, body: { items: [], page: 2, size: 10 } });
  });

  it("refuses a list where the spec fixes one record, and a record that breaks its schema", () => {
    expect(normaliseAnswer(operations.companyProfile, [{}], {})).toMatchObject({ ok: false });
    const bad = normaliseAnswer(operations.companyCcjs, [{}, { ccjAmount: "a lot" }], {});
    expect(bad).toEqual({ ok: false, reason: "[1].ccjAmount: expected a number" });
  });
});
