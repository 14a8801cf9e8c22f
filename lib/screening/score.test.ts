import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Feature, type ListEntity, scoreCandidate } from "./score";
import type { Subject } from "./subjects";

// The reference sample records (OpenSanctions' export format, copied verbatim into reference/opensanctions). Every
// expected value below is read from those records by eye: their names, birth dates, countries and numbers.
const read = (file: string) => readFileSync(new URL(`../../reference/opensanctions/${file}`, import.meta.url), "utf8")
  .trim().split("\n").map((line) => JSON.parse(line));
const samples: ListEntity[] = [...read("entities.ftm.json"), ...read("entities.delta.json").map((line) => line.entity)];
const entity = (id: string) => {
  const found = samples.find((item) => item.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return found;
};
const KUZMENKO = "NK-2Ka3UvopqbpZmVDFjWd4LA"; // Vitaly Yurievich KUZMENKO, born 1971-01-22, nationality ru, tax number 366510784303
const ZHURAVLEVA = "NK-2KeUB68qUJtykm3BuAcazG"; // Tatiana Vladimirovna ZJURAVLEVA / ЖУРАВЛЕВА, born 1967-12-19
const SOJKO = "NK-2Myxbs6wX9xFKGoQn3sLaY"; // Viktor Vladimirovitj Sojko, born 1971-07-03, nationality by
const INTER_TOBACCO = "NK-2GdmHtZTeNXjNVrBGEXZNj"; // Organization, "“Inter Tobacco” LLC", registration 808000714, by
const AGHA = "NK-2sJaJRaPJcWUfMbHjTtWcL"; // Janan Agha, born 1953 or 1958 (years only), af

const THRESHOLD = 0.7;
const person = (name: string, extra: Partial<Subject> = {}): Subject => ({ kind: "person", name, role: "Director", ...extra });
const company = (name: string, extra: Partial<Subject> = {}): Subject => ({ kind: "company", name, role: "Shareholder", ...extra });
const featureOf = (features: Feature[], name: string) => {
  const found = features.find((item) => item.name === name);
  if (!found) throw new Error(`no feature ${name} in ${JSON.stringify(features)}`);
  return found;
};
/** The qualifiers that took score away: the reason a near-miss is one. */
const pulledDownBy = (features: Feature[]) => features.filter((item) => item.weight < 0 && item.score > 0).map((item) => item.name);

describe("true matches, each explained", () => {
  it("an officer with the listed person's name, birth month and nationality", () => {
    const result = scoreCandidate(person("Vitaly KUZMENKO", { birthDate: "1971-01", nationality: "Russian" }), entity(KUZMENKO));
    expect(result.score).toBeGreaterThanOrEqual(THRESHOLD);
    const name = featureOf(result.features, "name_match");
    expect(name.weight).toBe(1);
    // The names as compared: ours, and one of the record's own names.
    const compared = /^"Vitaly KUZMENKO" against "([^"]+)"/.exec(name.detail);
    expect(entity(KUZMENKO).properties.name).toContain(compared?.[1]);
    expect(name.detail).toContain("kuzmenko=kuzmenko");
    const born = featureOf(result.features, "birth_date_differs");
    expect(born).toMatchObject({ score: 0, weight: -0.25 });
    expect(born.detail).toContain("1971-01-22");
    expect(featureOf(result.features, "country_differs")).toMatchObject({ score: 0, detail: expect.stringContaining("ru") });
    expect(pulledDownBy(result.features)).toEqual([]);
  });

  it("a name written in the list's Cyrillic, compared through its transliteration", () => {
    // The record spells her ZJURAVLEVA in Latin and ЖУРАВЛЕВА in Cyrillic; an officer register writes ZHURAVLEVA.
    const result = scoreCandidate(person("Tatyana ZHURAVLEVA", { birthDate: "1967-12" }), entity(ZHURAVLEVA));
    expect(result.score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(featureOf(result.features, "name_match").detail).toContain("zhuravleva");
  });

  it("the family name first, as many registers write it", () => {
    const result = scoreCandidate(person("KUZMENKO Vitaly Yurievich"), entity(KUZMENKO));
    expect(result.score).toBe(1);
  });

  it("a corporate owner whose legal form the list writes another way", () => {
    const result = scoreCandidate(company("INTER TOBACCO LIMITED"), entity(INTER_TOBACCO));
    expect(result.score).toBe(1);
    expect(featureOf(result.features, "name_match").detail).toContain("inter=inter, tobacco=tobacco");
  });

  it("a registration number on both, whatever the names", () => {
    const result = scoreCandidate(company("IT Holdings", { identifiers: ["808000714"] }), entity(INTER_TOBACCO));
    const number = featureOf(result.features, "identifier_match");
    expect(number).toMatchObject({ score: 1, weight: 0.85, detail: expect.stringContaining("808000714") });
    expect(result.score).toBe(0.85);
  });

  it("a namesake organisation registered under other numbers falls below the threshold, the numbers named", () => {
    const result = scoreCandidate(company("INTER TOBACCO LLC", { identifiers: ["123456789"] }), entity(INTER_TOBACCO));
    const listed = "808000714";
    expect(featureOf(result.features, "identifier_differs")).toMatchObject({ score: 1, weight: -0.35, detail: expect.stringContaining(listed) });
    expect(result.features.map((item) => item.name)).not.toContain("identifier_match");
    expect(result.score).toBeLessThan(0.7);
  });

  it("a birth year the list gives without month or day", () => {
    const result = scoreCandidate(person("Janan Agha", { birthDate: "1958-03" }), entity(AGHA));
    expect(result.score).toBe(1);
    expect(featureOf(result.features, "birth_date_differs").detail).toContain("1953, 1958");
  });
});

describe("near-misses, each scored below the threshold for its stated reason", () => {
  it("same name, another birth year: the birth year pulls it down", () => {
    const result = scoreCandidate(person("Vitaly Yurievich KUZMENKO", { birthDate: "1975-01" }), entity(KUZMENKO));
    expect(result.score).toBeLessThan(THRESHOLD);
    expect(featureOf(result.features, "name_match").score).toBe(1);
    expect(pulledDownBy(result.features)).toEqual(["birth_year_differs", "birth_date_differs"]);
    expect(featureOf(result.features, "birth_year_differs").detail).toBe("Birth years differ: 1975-01 against 1971-01-22");
  });

  it("a like name of another nationality: the country pulls it down", () => {
    // Born in the record's month and year; nationality British where the record says by.
    const result = scoreCandidate(person("Viktor Soiko", { birthDate: "1971-07", nationality: "British" }), entity(SOJKO));
    expect(result.score).toBeLessThan(THRESHOLD);
    expect(featureOf(result.features, "name_match").score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(pulledDownBy(result.features)).toEqual(["country_differs"]);
    expect(featureOf(result.features, "country_differs").detail).toBe("Countries differ: gb against by");
  });

  it("a company named as the listed person is: organisation against person pulls it down", () => {
    const result = scoreCandidate(company("Vitaly Kuzmenko Ltd"), entity(KUZMENKO));
    expect(result.score).toBeLessThan(THRESHOLD);
    expect(pulledDownBy(result.features)).toEqual(["schema_differs"]);
  });

  it("the listed surname with another given name: the name itself is too far", () => {
    const result = scoreCandidate(person("Anna Kuzmenko"), entity(KUZMENKO));
    expect(result.score).toBeLessThan(THRESHOLD);
    expect(featureOf(result.features, "name_match").detail).toContain("anna not in the list name");
  });

  it("a company whose name shares only a word with the listed one", () => {
    const result = scoreCandidate(company("Inter Logistics Ltd"), entity(INTER_TOBACCO));
    expect(result.score).toBeLessThan(THRESHOLD);
  });
});
