import { describe, expect, it } from "vitest";
import { cpvPrefixes, noticeCpvs, noticeValue } from "./procurement-notice";

const notice = (extra: Partial<Parameters<typeof noticeValue>[0]> = {}) => ({
  status: "Open", notice_type: "Tender", awarded_date: null, awarded_value: 120_000, suppliers: [],
  cpv_codes: [{ code: "48000000", desc: "Software package" }, { code: "72212000", desc: "Programming services" }],
  ...extra,
});

describe("noticeValue", () => {
  it("calls the value an estimate until the notice is awarded", () => {
    expect(noticeValue(notice())).toEqual({ label: "Estimated value", amount: 120_000 });
    expect(noticeValue(notice({ status: "Cancelled" }))).toMatchObject({ label: "Estimated value" });
  });
  it("calls it the awarded value once the status, stage, award date or suppliers say it was awarded", () => {
    expect(noticeValue(notice({ status: "Awarded", notice_type: "Award" }))).toMatchObject({ label: "Awarded value" });
    expect(noticeValue(notice({ status: "Closed", notice_type: "Contract" }))).toMatchObject({ label: "Awarded value" });
    expect(noticeValue(notice({ awarded_date: "2025-03-01" }))).toMatchObject({ label: "Awarded value" });
    expect(noticeValue(notice({ suppliers: [{}] }))).toMatchObject({ label: "Awarded value" });
  });
});

describe("CPV matching", () => {
  it("reads searched codes as hierarchy prefixes", () => {
    expect(cpvPrefixes("72000000, 48100000-9")).toEqual(["72", "481"]);
    expect(cpvPrefixes("")).toEqual([]);
  });
  it("marks the codes the search matched and lists them first", () => {
    expect(noticeCpvs(notice(), "72200000")).toEqual([
      { code: "72212000", description: "Programming services", matched: true },
      { code: "48000000", description: "Software package", matched: false },
    ]);
    expect(noticeCpvs(notice(), "").every((cpv) => !cpv.matched)).toBe(true);
  });
});
