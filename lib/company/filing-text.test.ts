import { describe, expect, it } from "vitest";
import { filingTemplates } from "@/lib/reference/companies-house";
import { fillTemplate, filingLine, filingWording, wordingOf, wordingText } from "./filing-text";

const templates = filingTemplates();

describe("fillTemplate", () => {
  it("fills placeholders, formats dates and keeps the bold runs", () => {
    const { parts, missing } = fillTemplate("**Appointment** of {officer_name} as a director on {appointment_date}", {
      officer_name: "Jane Smith", appointment_date: "2024-03-31",
    });
    expect(parts).toEqual([{ text: "Appointment", bold: true }, { text: " of Jane Smith as a director on 31 Mar 2024" }]);
    expect(missing).toEqual([]);
  });

  it("says which values are missing instead of leaving a gap", () => {
    const { parts, missing } = fillTemplate("**Satisfaction of charge** {charge_number} in full", {});
    expect(wordingText({ parts })).toBe("Satisfaction of charge (charge number not given) in full");
    expect(missing).toEqual(["charge_number"]);
  });

  it("keeps text that is not a date as it came, and numbers as text", () => {
    expect(wordingText(fillTemplate("{made_up_date} / {charge_number}", { made_up_date: "sometime", charge_number: 12 }))).toBe("sometime / 12");
  });

  it("bolds only the template's marks, a placeholder inside a bold run included, and words the same template afresh each time", () => {
    const template = "**{officer_name}** resigned on {resignation_date}";
    const first = fillTemplate(template, { officer_name: "A **B**", resignation_date: "01/02/2020" });
    expect(first.parts).toEqual([{ text: "A **B**", bold: true }, { text: " resigned on 1 Feb 2020" }]);
    const second = fillTemplate(template, { officer_name: "C", resignation_date: "2021-03-04" });
    expect(second.parts).toEqual([{ text: "C", bold: true }, { text: " resigned on 4 Mar 2021" }]);
  });
});

describe("filingWording with Companies House's templates", () => {
  it("words an accounts filing from its key and made-up date", () => {
    const wording = filingWording({ description: "accounts-with-accounts-type-full", description_values: { made_up_date: "2024-03-31" } }, templates);
    expect(wording.source).toBe("companies-house");
    expect(wordingText(wording)).toBe("Full accounts made up to 31 Mar 2024");
    expect(wording.parts[0]).toEqual({ text: "Full accounts", bold: true });
  });

  it("words a charge registration with its number and creation date", () => {
    const wording = filingWording({
      description: "mortgage-create-with-deed-with-charge-number-charge-creation-date",
      description_values: { charge_number: "099900040001", charge_creation_date: "2020-01-05" },
    }, templates);
    expect(wordingText(wording)).toBe("Registration of charge 099900040001, created on 5 Jan 2020");
  });

  it("falls back to the upstream's own text for a key Companies House does not list", () => {
    const wording = filingWording({ description: "legacy", description_values: { description: "Annual return" } }, templates);
    expect(wording).toMatchObject({ source: "upstream", key: "legacy" });
    expect(wordingText(wording)).toBe("Annual return");
  });

  it("shows an unknown key in words and says it is not Companies House's", () => {
    const wording = filingWording({ description: "some-new-form", description_values: null }, templates);
    expect(wording).toMatchObject({ source: "code", key: "some-new-form", parts: [{ text: "Some new form" }] });
  });

  it("takes the upstream's own words where the template needs a value the answer lacks (a spec-literal upstream)", () => {
    const item = {
      description: "accounts-with-accounts-type-full",
      description_values: { description: "Full accounts made up to 31 March 2023", appointment_date: "", officer_name: "", termination_date: "" },
    };
    const wording = filingWording(item, templates);
    expect(wording).toMatchObject({ source: "upstream", key: "accounts-with-accounts-type-full", missing: [] });
    expect(wordingText(wording)).toBe("Full accounts made up to 31 March 2023");
    expect(wordingText(wording)).not.toMatch(/not given/);
  });

  it("keeps the template where the answer gives every value it names, even beside the upstream's words", () => {
    const wording = filingWording({
      description: "appoint-person-director-company-with-name-date",
      description_values: { description: "Appointment of Mr John Smith as a director on 1 May 2020", officer_name: "John Smith", appointment_date: "2020-05-01" },
    }, templates);
    expect(wording.source).toBe("companies-house");
    expect(wordingText(wording)).toBe("Appointment of John Smith as a director on 1 May 2020");
  });

  it("falls back to the item's description, never a placeholder, when neither the values nor the upstream's words are there", () => {
    const wording = filingWording({ description: "mortgage-satisfy-charge-full", description_values: { description: "" } }, templates);
    expect(wording).toMatchObject({ source: "code", key: "mortgage-satisfy-charge-full", missing: ["charge_number"] });
    expect(wordingText(wording)).toBe("Mortgage satisfy charge full");
  });

  it("never leaves a blank description", () => {
    expect(wordingText(filingWording({ description: null }, templates))).toBe("No description given");
  });
});

describe("wordingOf and filingLine", () => {
  it("reads the BFF's wording and adds the resolutions", () => {
    const resolution = { description: "resolution-securities", description_values: null };
    const item = {
      wording: filingWording({ description: "resolution" }, templates),
      resolutions: [{ ...resolution, wording: filingWording(resolution, templates) }],
    };
    expect(wordingText(wordingOf(item))).toBe("Resolutions");
    expect(filingLine(item)).toBe("Resolutions — Resolution of allotment of securities");
  });

  it("words an item the BFF did not word from its own text", () => {
    expect(wordingText(wordingOf({ description: "confirmation-statement", description_values: null }))).toBe("Confirmation statement");
  });
});
