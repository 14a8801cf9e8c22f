import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { sicEntries } from "./sic-codes";

const profile = (fields: Record<string, unknown>) => companyProfileSchema.parse(fields);
const WHOLESALE = "Wholesale of radio, television goods and electrical household appliances";

describe("sicEntries", () => {
  it("lists a code once, with its own description, and never its division, group or class as codes", () => {
    const entries = sicEntries(profile({
      sicCode2: { sicNumber1: "46", sicText1: WHOLESALE },
      sicCode3: { sicNumber1: 464, sicText1: WHOLESALE },
      sicCode4: { sicNumber1: 4643, sicText1: WHOLESALE },
      sicCode07: { SicNumber_1: "46439", SicText_1: WHOLESALE, sicNumber_1: "46439", sicText_1: WHOLESALE, SicNumber_2: [], SicText_2: [] },
    }));
    expect(entries).toEqual([{ code: "46439", description: WHOLESALE }]);
  });

  it("pairs each further code with the description at its own place", () => {
    const entries = sicEntries(profile({
      sicCode07: {
        SicNumber_1: "62012", SicText_1: "Business and domestic software development",
        SicNumber_2: ["62020"], SicText_2: ["Information technology consultancy activities"],
        SicNumber_3: ["70229"], SicText_3: ["Management consultancy activities other than financial management"],
        sicNumber_1: "62012", sicText_1: "Business and domestic software development",
        sicNumber_2: ["62020"], sicText_2: ["Information technology consultancy activities"],
      },
    }));
    expect(entries).toEqual([
      { code: "62012", description: "Business and domestic software development" },
      { code: "62020", description: "Information technology consultancy activities" },
      { code: "70229", description: "Management consultancy activities other than financial management" },
    ]);
  });

  it("restores a lost leading zero, reads either capitalisation and keeps a code without a description", () => {
    expect(sicEntries(profile({ sicCode07: { sicNumber_1: 1110, SicNumber_2: [{ odd: true }, "01130"] } }))).toEqual([
      { code: "01110", description: null },
      { code: "01130", description: null },
    ]);
  });

  it("has nothing to list without SIC 2007 codes, whatever the levels say", () => {
    expect(sicEntries(profile({ sicCode2: { sicNumber1: "46", sicText1: WHOLESALE } }))).toEqual([]);
  });
});
