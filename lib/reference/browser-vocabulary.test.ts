import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { browserVocabulary, controlVocabulary, officerVocabulary } from "./browser-vocabulary";

describe("ch-vocabulary.json, officer-vocabulary.json and control-vocabulary.json", () => {
  it("is exactly what the Companies House YAML says (run npm run vocabulary after replacing a YAML file)", () => {
    const committed: unknown = JSON.parse(readFileSync(new URL("./ch-vocabulary.json", import.meta.url), "utf8"));
    expect(committed).toEqual(browserVocabulary());
    const control: unknown = JSON.parse(readFileSync(new URL("./control-vocabulary.json", import.meta.url), "utf8"));
    expect(control).toEqual(controlVocabulary());
    const officers: unknown = JSON.parse(readFileSync(new URL("./officer-vocabulary.json", import.meta.url), "utf8"));
    expect(officers).toEqual(officerVocabulary());
  });
});
