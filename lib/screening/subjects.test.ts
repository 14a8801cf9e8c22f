import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { screeningSubjects } from "./subjects";

// A profile as the service answers it (the spec's field names, read through the dashboard's own profile schema).
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "01234567",
  businessName: "ACME WIDGETS LIMITED",
  previousNames: [{ previousName: "ACME TRADING LIMITED", changedDate: "2015-03-01" }, { previousName: "" }],
  directorsData: [
    {
      directorPnr: 11, fromDate: "2019-01-01", toDate: "", directorRole: "director", directorTitle: "Mr",
      detailedInformation: { forename: "Vitaly", middleName: "", surname: "KUZMENKO", fullName: "Mr Vitaly KUZMENKO", birthDate: "1971-01", nationalityName: "Russian", nationality: "Russian", country: "Russia" },
    },
    { directorPnr: 12, fromDate: "2010-01-01", toDate: "2012-06-30", directorRole: "director", detailedInformation: { forename: "Gone", surname: "Before" } },
    { directorPnr: 13, fromDate: "2020-01-01", toDate: "", directorRole: "corporate-secretary", detailedInformation: { fullName: "SECRETARIAL SERVICES LTD" } },
  ],
  pscData: [
    { pscName: "Mrs Tatyana Zhuravleva", title: "Mrs", dataOfBirth: "1967-12-19", nationality: "Belarusian", countryOfResidence: "Belarus", controlType: "individual-person-with-significant-control", ceasedDate: "" },
    { pscName: "INTER TOBACCO LLC", controlType: "corporate-entity-person-with-significant-control", legalForm: "LLC", regNumber: "808000714", regCountry: "Belarus", ceasedDate: "" },
    { pscName: "Ceased Person", controlType: "individual-person-with-significant-control", ceasedDate: "2018-01-01" },
  ],
  shareDetails: [
    { shareholdersDetails: { shareholderSurname: "HOLDCO ONE LIMITED" }, numberOfSharesIssued: 60 },
    { shareholdersDetails: { shareholderTitle: "Mr", shareholderForename: "Vitaly", shareholderSurname: "KUZMENKO" }, numberOfSharesIssued: 40 },
  ],
  groupStructures: {
    parentBusinessName: "HOLDCO ONE LIMITED", parentCompanyRegistrationNumber: "07654321",
    ultimateParentBusinessName: "ACME WIDGETS LIMITED", ultimateParentCompanyRegistrationNumber: "1234567",
  },
});

describe("screening subjects", () => {
  const subjects = screeningSubjects(profile, new Date("2026-11-01"));

  it("cover the company, its former names, current officers, current PSCs, corporate shareholders and the parent", () => {
    expect(subjects.map((subject) => [subject.kind, subject.role, subject.name])).toEqual([
      ["company", "Company", "ACME WIDGETS LIMITED"],
      ["company", "Former name", "ACME TRADING LIMITED"],
      ["person", "Director", "Vitaly KUZMENKO"],
      ["company", "Secretary", "SECRETARIAL SERVICES LTD"], // Companies House's word for corporate-secretary
      ["person", "PSC", "Tatyana Zhuravleva"],
      ["company", "PSC", "INTER TOBACCO LLC"],
      ["company", "Shareholder", "HOLDCO ONE LIMITED"],
      ["company", "Parent", "HOLDCO ONE LIMITED"],
    ]);
  });

  it("carry what the scorer compares: birth dates, nationality, residence and registration numbers", () => {
    expect(subjects[0]).toMatchObject({ identifiers: ["01234567"], country: "gb" });
    expect(subjects[2]).toMatchObject({ birthDate: "1971-01", nationality: "Russian", country: "Russia" });
    expect(subjects[4]).toMatchObject({ birthDate: "1967-12-19", nationality: "Belarusian", country: "Belarus" });
    expect(subjects[5]).toMatchObject({ identifiers: ["808000714"], country: "Belarus" });
    expect(subjects[7]).toMatchObject({ identifiers: ["07654321"] });
  });
});
