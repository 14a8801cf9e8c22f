// A person's answer: their appointments known here (current first), the service's count beside them, and the words
// saying where the two differ.
import { describe, expect, it } from "vitest";
import { appointmentCountWords, personAnswer } from "./person";

const NOW = new Date("2026-11-28T12:00:00Z");
const known = (company: string, appointed: string, resigned: string | null, counted: number | null, name = "Ann Example") => ({
  person: 7, name, role: "director", appointed, resigned, counted, company, companyName: `C${company}`, companyStatus: "Active", end: null,
});

describe("personAnswer", () => {
  it("lists current appointments first, takes the latest name and the highest count the service states", () => {
    const answer = personAnswer(7, [known("00000001", "2010-01-01", "2015-01-01", 12, "Ann Smith"), known("00000002", "2020-01-01", null, 11), known("00000003", "2018-01-01", null, null)], NOW);
    expect(answer).toMatchObject({ pnr: 7, name: "Ann Example", counted: 12, known: 3, linked: [] });
    expect(answer?.appointments.map((entry) => entry.company)).toEqual(["00000002", "00000003", "00000001"]);
  });

  it("is null for a person no appointment is known of", () => {
    expect(personAnswer(8, [known("00000001", "2010-01-01", null, 1)], NOW)).toBeNull();
  });
});

describe("appointmentCountWords", () => {
  it("says both numbers where they differ, one where they agree", () => {
    expect(appointmentCountWords(12, 4)).toBe("12 counted by the service, 4 known here");
    expect(appointmentCountWords(1, 1)).toBe("1 appointment, as the service counts them");
    expect(appointmentCountWords(null, 2)).toBe("2 known here (the service gives no count)");
  });
});
