import { describe, expect, it } from "vitest";
import { companiesNumberedOnRecord, groupCompany, groupCompanyLabel, parentOf, SELF_ULTIMATE_PARENT, SUBSIDIARY_SOURCE_LABELS, subsidiariesSentence } from "./group";
import { pscRows } from "./psc-rows";
import { shareholdings } from "./shareholdings";

describe("group facts", () => {
  it("link a parent by its normalised number, and never a company to itself", () => {
    const group = { parentCompanyRegistrationNumber: "", parentBusinessName: "", ultimateParentCompanyRegistrationNumber: "9990019", ultimateParentBusinessName: "GROUP PLC" };
    const own = parentOf(group as never, "09990019");
    expect(own.parent).toBeNull();
    expect(own.ultimateParent).toMatchObject({ self: true, crn: null });
    expect(groupCompanyLabel(own.ultimateParent)).toBe(SELF_ULTIMATE_PARENT);
    const child = groupCompany("GROUP PLC", "09990019", "09990017");
    expect(child).toMatchObject({ self: false, crn: "09990019" });
    expect(groupCompanyLabel(child)).toBe("GROUP PLC (09990019)");
    expect(groupCompany("NO NUMBER LTD", "n/a", "1")?.crn).toBeNull();
  });

  it("say the list of subsidiaries holds only those the dashboard has seen", () => {
    expect(subsidiariesSentence({ rows: [{ number: "1", name: "A", status: null }], truncated: false })).toMatch(/subsidiaries the dashboard has seen/);
    expect(subsidiariesSentence({ rows: [], truncated: false })).toMatch(/has seen no company/);
    expect(subsidiariesSentence({ rows: [{ number: "1", name: "A", status: null }], truncated: true })).toMatch(/Only the first 1/);
  });

  it("say where the list comes from: the register import for everyone, the reader's own lookups for them alone", () => {
    for (const rows of [[], [{ number: "1", name: "A", status: null, source: "lookups" as const }]]) {
      const sentence = subsidiariesSentence({ rows, truncated: false });
      expect(sentence).toMatch(/register import \(shown to everyone\)/);
      expect(sentence).toMatch(/your own lookups \(shown to you alone\)/);
      expect(sentence).toMatch(/only a colleague has looked up, is not listed/);
    }
    expect(SUBSIDIARY_SOURCE_LABELS).toEqual({ import: "register import", lookups: "your lookups" });
  });
});

describe("corporate holders and controllers", () => {
  const psc = (fields: Record<string, string>) => ({ pscName: "GROUP PLC", controlType: "corporate-entity-person-with-significant-control", ...fields });

  it("link a corporate PSC registered at Companies House to its company, not one registered abroad", () => {
    const [uk] = pscRows([psc({ regNumber: "9990019", regPlace: "Register Of Companies", regCountry: "England And Wales" })] as never);
    expect(uk.companyNumber).toBe("09990019");
    const [abroad] = pscRows([psc({ regNumber: "123456", regPlace: "Delaware Division of Corporations", regCountry: "United States" })] as never);
    expect(abroad.companyNumber).toBeNull();
  });

  it("link a corporate shareholder named as a numbered company, never an individual of the same name", () => {
    const numbered = companiesNumberedOnRecord(
      { parentBusinessName: "GROUP PLC", parentCompanyRegistrationNumber: "09990019", ultimateParentBusinessName: "GROUP PLC", ultimateParentCompanyRegistrationNumber: "09990019" } as never,
      "09990017", [],
    );
    const record = (title: string, forename: string, surname: string) => ({ numberOfSharesIssued: 50, shareClasses: "ORDINARY", shareholdersDetails: { shareholderTitle: title, shareholderForename: forename, shareholderSurname: surname } });
    const { holders } = shareholdings([record("", "", "Group plc"), record("Mr", "Group", "PLC")] as never, numbered);
    expect(holders.map((holder) => holder.companyNumber)).toEqual(["09990019", null]);
  });
});
