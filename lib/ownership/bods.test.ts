import { describe, expect, it } from "vitest";
import { ownershipToBods } from "./bods";
import { bodsStatementsValidator as bodsValidator } from "./bods-schema";
import type { ControllerFact, OwnershipFacts } from "./ownership-facts";
import { buildOwnershipGraph } from "./ownership-graph";

const controller = (name: string | null, extra: Partial<ControllerFact>): ControllerFact => ({
  name, corporate: false, companyNumber: null, registered: null, notified: "2019-03-04", ceased: null,
  natureCodes: ["ownership-of-shares-25-to-50-percent", "voting-rights-75-to-100-percent-as-trust"], natureWords: [], birthDate: "1980-02", nationality: "British", ...extra,
});
const company = (number: string, controllers: ControllerFact[], extra: Partial<OwnershipFacts> = {}): OwnershipFacts => ({
  number, name: `Company ${number} Ltd`, status: "Active", controllers, holders: [], parent: null, ultimateParent: null, ...extra,
});

// Loose on purpose: the schema check above holds the shape; these read a few members.
// biome-ignore lint/suspicious/noExplicitAny: statements are read member by member in the assertions below
type Bods = Record<string, any>;

async function sampleGraph() {
  const all = [
    company("00000001", [
      controller("Jane Smith", {}),
      controller("Old Owner", { ceased: "2022-01-31" }),
      controller(null, { natureCodes: [] }),
      controller("Holdings SA", { corporate: true, registered: "SA, Luxembourg", birthDate: null }),
      controller("Parent Ltd", { corporate: true, companyNumber: "00000002", natureCodes: ["significant-influence-or-control"] }),
    ], {
      holders: [{ name: "Parent Ltd", companyNumber: "00000002", percentOfAll: 60, className: "Ordinary" }, { name: "A Holder", companyNumber: null, percentOfAll: 40, className: "Ordinary" }],
      parent: { name: "Parent Ltd", number: "2", crn: "00000002", self: false },
      ultimateParent: { name: "Top plc", number: "3", crn: "00000003", self: false },
    }),
    company("00000002", []),
  ];
  return buildOwnershipGraph("00000001", async (crn) => all.find((item) => item.number === crn) ?? { missing: "not found" },
    { subsidiaries: [{ number: "00000007", name: "Child Ltd", status: "Active" }] });
}

describe("BODS 0.4 output", () => {
  it("validates against the published statement schema", async () => {
    const statements = ownershipToBods(await sampleGraph(), { statementDate: "2026-11-23", sourceDescription: "Company Data Lookup Service" });
    const validate = bodsValidator();
    const valid = validate(statements);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it("fails the schema when a statement is broken, so the check above is real", async () => {
    const statements = ownershipToBods(await sampleGraph(), { statementDate: "2026-11-23", sourceDescription: "x" });
    const broken = structuredClone(statements);
    (broken[0] as { recordDetails: Record<string, unknown> }).recordDetails.isComponent = "no";
    expect(bodsValidator()(broken)).toBe(false);
  });

  it("maps companies, people, relationships and gaps", async () => {
    const statements = ownershipToBods(await sampleGraph(), { statementDate: "2026-11-23", sourceDescription: "x" }) as unknown as Array<Bods>;
    const parent = statements.find((item) => item.recordId === "company:00000002");
    expect(parent?.recordDetails.identifiers).toEqual([{ id: "00000002", scheme: "GB-COH", schemeName: "Companies House" }]);
    const jane = statements.find((item) => item.recordType === "person" && item.recordDetails.names[0].fullName === "Jane Smith");
    const janeControl = statements.find((item) => item.recordDetails.interestedParty === jane?.recordId);
    expect(janeControl?.recordDetails.interests).toEqual([
      expect.objectContaining({ type: "shareholding", directOrIndirect: "direct", beneficialOwnershipOrControl: true, share: { exclusiveMinimum: 25, maximum: 50 }, startDate: "2019-03-04" }),
      expect.objectContaining({ type: "votingRights", directOrIndirect: "indirect", share: { minimum: 75, maximum: 100 } }),
    ]);
    expect(statements.find((item) => item.recordDetails.interests?.[0]?.endDate === "2022-01-31")?.recordStatus).toBe("closed");
    expect(statements.some((item) => item.recordDetails.interestedParty?.reason === "unknown")).toBe(true);
    expect(statements.some((item) => item.recordDetails.interestedParty?.reason === "informationUnknownToPublisher" && item.recordDetails.subject === "company:00000002")).toBe(true);
    expect(statements.find((item) => item.recordDetails.subject === "company:00000007")?.recordDetails.interestedParty).toBe("company:00000001");
    expect(new Set(statements.map((item) => item.statementId)).size).toBe(statements.length);
  });
});
