import { describe, expect, it } from "vitest";
import { nameKeys, normaliseName } from "./name-keys";

// Expected parts are written from the names themselves (the reference sample records' Cyrillic and Latin spellings of
// one person), not from running the code.
describe("name keys", () => {
  it("transliterate Cyrillic to the Latin spelling a list gives for the same person", () => {
    // Sample record NK-2KeUB68qUJtykm3BuAcazG names her "Татьяна Владимировна ЖУРАВЛЕВА" and "Tatyana Vladimirovna ZHURAVLEVA".
    const cyrillic = nameKeys("Татьяна Владимировна ЖУРАВЛЕВА", "Person");
    const latin = nameKeys("Tatyana Vladimirovna ZHURAVLEVA", "Person");
    expect(cyrillic.parts).toEqual(["tatyana", "vladimirovna", "zhuravleva"]);
    expect(cyrillic).toEqual(latin);
  });

  it("strip accents, fold case and punctuation, keep a person's parts in order", () => {
    expect(nameKeys("Seán O'Brien-MÜLLER", "person").parts).toEqual(["sean", "obrien", "muller"]);
    expect(normaliseName("  J.P.  Smith ")).toBe("jp smith");
  });

  it("drop an organisation's legal form and connectors, in any spelling", () => {
    expect(nameKeys("“Inter Tobacco” LLC", "Organization").parts).toEqual(["inter", "tobacco"]);
    expect(nameKeys("ACME Widgets Public Limited Company", "Company").parts).toEqual(["acme", "widgets"]);
    expect(nameKeys("Smith & Co. Ltd", "company").parts).toEqual(["smith"]);
    expect(nameKeys("Smith and Company Limited", "company").parts).toEqual(["smith"]);
  });

  it("keep a person's parts that look like legal forms, and a name that is nothing but legal form", () => {
    expect(nameKeys("Anna Co", "Person").parts).toEqual(["anna", "co"]);
    expect(nameKeys("The Company Ltd", "Company").parts).toEqual(["the", "company", "ltd"]);
  });

  it("give names that sound alike a shared phonetic code, and initials none", () => {
    // Double Metaphone's published examples: "Smith" and "Schmidt" share the alternate code XMT.
    const smith = nameKeys("Smith", "Person").phonetic;
    const schmidt = nameKeys("Schmidt", "Person").phonetic;
    expect(smith.filter((code) => schmidt.includes(code))).toEqual(["XMT"]);
    expect(nameKeys("J Smith", "Person").phonetic).toEqual(smith);
    expect(nameKeys("Unit 42 Ltd", "Company").phonetic).toEqual(nameKeys("Unit", "Company").phonetic);
  });
});
