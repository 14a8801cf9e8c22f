import { describe, expect, it } from "vitest";
import { MISSING } from "@/lib/format/money";
import { directorSchema } from "@/lib/upstream/schemas/officers";
import { filterOfficers, officerRows, sortOfficers, type OfficerRow } from "./officer-rows";

const NOW = new Date(Date.UTC(2026, 5, 15));
// Raw records go through the upstream schema, as the screens and the report receive them.
const director = (raw: Record<string, unknown>) => directorSchema.parse(raw);

describe("officerRows", () => {
  it("takes the full name, else builds it from title and names, else says none was given", () => {
    const rows = officerRows([
      director({ detailedInformation: { fullName: "  Jane Ann SMITH ", forename: "X" } }),
      director({ directorTitle: "Dr", detailedInformation: { forename: "Ravi", middleName: "K", surname: "Patel" } }),
      director({}),
    ], NOW);
    expect(rows.map((row) => row.name)).toEqual(["Jane Ann SMITH", "Dr Ravi K Patel", "Name not given"]);
  });

  it("names the role from directorRole, then position, then appointment", () => {
    const rows = officerRows([
      director({ directorRole: "Director", position: "Secretary" }),
      director({ position: "Secretary", appointment: "Member" }),
      director({ appointment: "Designated member" }),
      director({}),
    ], NOW);
    expect(rows.map((row) => row.role)).toEqual(["Director", "Secretary", "Designated member", MISSING]);
  });

  it("counts an officer as resigned only when the end date has passed", () => {
    const [past, future, none] = officerRows([
      director({ fromDate: "2010-01-04", toDate: "2020-03-31" }),
      director({ fromDate: "2010-01-04", toDate: "2030-01-01" }),
      director({ fromDate: "04/01/2010" }),
    ], NOW);
    expect(past).toMatchObject({ current: false, resigned: "2020-03-31", appointed: "2010-01-04" });
    expect(future).toMatchObject({ current: true, resigned: null });
    expect(none).toMatchObject({ current: true, resigned: null, appointed: "04/01/2010" });
  });

  it("reads the age as given, else from the birth date on the day asked", () => {
    const rows = officerRows([
      director({ detailedInformation: { directorAge: "54", birthDate: "1900-01-01" } }),
      director({ detailedInformation: { birthDate: "1980-06-16" } }),
      director({ detailedInformation: { birthDate: "1980-06-15" } }),
      director({ detailedInformation: { birthDate: "not a date" } }),
    ], NOW);
    expect(rows.map((row) => row.age)).toEqual([54, 45, 46, null]);
  });

  it("counts other directorships without this one, from the updated count first", () => {
    const rows = officerRows([
      director({ directorshipCountUpdated: { total: 7 }, directorshipCount: 99 }),
      director({ directorshipCount: "3" }),
      director({ directorshipCount: 0 }),
      director({}),
    ], NOW);
    expect(rows.map((row) => row.otherDirectorships)).toEqual([6, 2, 0, null]);
  });

  it("prefers the nationality's name and the occupation, and keeps row ids unique", () => {
    const rows = officerRows([
      director({ directorPnr: 12, directorOccupation: "Accountant", detailedInformation: { nationalityName: "British", nationality: "GB" } }),
      director({ directorPnr: 12, directorJobRole: "Finance", detailedInformation: { nationality: "Irish" } }),
      director({}),
    ], NOW);
    expect(rows.map((row) => [row.nationality, row.occupation])).toEqual([["British", "Accountant"], ["Irish", "Finance"], [MISSING, MISSING]]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });

  it("keeps the directorPnr, the key of the person page, where the record gives one", () => {
    expect(officerRows([director({ directorPnr: 4242 }), director({})], NOW).map((row) => row.pnr)).toEqual([4242, null]);
  });
});

describe("filterOfficers and sortOfficers", () => {
  const row = (name: string, extra: Partial<OfficerRow> = {}): OfficerRow => ({
    id: name, pnr: null, name, role: "Director", appointed: null, resigned: null, current: true, age: null,
    nationality: "British", occupation: "Engineer", otherDirectorships: null, ...extra,
  });
  const rows = [
    row("Bea", { current: false, resigned: "2021-01-01", appointed: "2015-05-01", age: 61, occupation: "Solicitor" }),
    row("adam", { appointed: "2019-02-01", age: 40, role: "Secretary" }),
    row("Carl", { appointed: null, nationality: "French" }),
  ];

  it("filters by status and by text in name, role, occupation or nationality, in any case", () => {
    expect(filterOfficers(rows, "current", "").map((item) => item.name)).toEqual(["adam", "Carl"]);
    expect(filterOfficers(rows, "resigned", "").map((item) => item.name)).toEqual(["Bea"]);
    expect(filterOfficers(rows, "all", "SECRET").map((item) => item.name)).toEqual(["adam"]);
    expect(filterOfficers(rows, "all", " solicitor ").map((item) => item.name)).toEqual(["Bea"]);
    expect(filterOfficers(rows, "all", "french").map((item) => item.name)).toEqual(["Carl"]);
    expect(filterOfficers(rows, "current", "solicitor")).toEqual([]);
  });

  it("sorts names without regard to case, dates and numbers, missing values last in either direction", () => {
    expect(sortOfficers(rows, "name", "asc").map((item) => item.name)).toEqual(["adam", "Bea", "Carl"]);
    expect(sortOfficers(rows, "appointed", "desc").map((item) => item.name)).toEqual(["adam", "Bea", "Carl"]);
    expect(sortOfficers(rows, "appointed", "asc").map((item) => item.name)).toEqual(["Bea", "adam", "Carl"]);
    expect(sortOfficers(rows, "age", "desc").map((item) => item.name)).toEqual(["Bea", "adam", "Carl"]);
    expect(sortOfficers(rows, "role", "desc").map((item) => item.name)[0]).toBe("adam");
  });

  it("leaves the rows it was given in their order", () => {
    sortOfficers(rows, "name", "desc");
    expect(rows.map((item) => item.name)).toEqual(["Bea", "adam", "Carl"]);
  });
});
