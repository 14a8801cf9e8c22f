import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { companyDescription, companyWebsite, principalActivities, recentEvents, RECENT_EVENTS_SHOWN, tradingAddressLine } from "./overview-facts";

const profile = (fields: Record<string, unknown>) => companyProfileSchema.parse({ companyRegistrationNumber: "00000001", ...fields });

describe("recentEvents", () => {
  it("lists the newest events first, dated by filing else registration, up to the limit", () => {
    const events = Array.from({ length: 12 }, (_, index) => ({ statusCode: `E${index}`, registeredDate: `20${10 + index}-01-01` }));
    events.push({ statusCode: "FILED", statusFiledDate: "2030-01-01", registeredDate: "2000-01-01" } as never);
    const listed = recentEvents(profile({ companyEvents: events }));
    expect(listed).toHaveLength(RECENT_EVENTS_SHOWN);
    expect(listed[0]).toEqual({ description: "FILED", date: "2030-01-01" });
    expect(listed[1].description).toBe("E11");
  });
  it("prefers the description to the code and leaves neither as null", () => {
    const listed = recentEvents(profile({ companyEvents: [{ statusCodeDesc: "Accounts filed", statusCode: "AA" }, {}] }));
    expect(listed.map((event) => event.description)).toEqual(["Accounts filed", null]);
  });
});

describe("overview facts", () => {
  it("treats a blank description as none and drops blank activities", () => {
    const company = profile({ companyDescription: { aboutUs: "  " }, principalActivityDetails: [{ description: "Cranes" }, { description: "" }] });
    expect(companyDescription(company)).toBeNull();
    expect(principalActivities(company)).toEqual(["Cranes"]);
  });
  it("takes the website from the contact information before the contact details", () => {
    expect(companyWebsite(profile({ companyContactInformation: { website: "a.example" }, contactDetails: { website: "b.example" } }))).toBe("a.example");
    expect(companyWebsite(profile({ contactDetails: { website: "b.example" } }))).toBe("b.example");
    expect(companyWebsite(profile({}))).toBeNull();
  });
  it("writes a trading address on one line, or says it is not given", () => {
    expect(tradingAddressLine({ district: "Leeds", postcode: "LS1 1AA" } as never)).toBe("Leeds, LS1 1AA");
    expect(tradingAddressLine({} as never)).toBe("Address not given");
  });
});
