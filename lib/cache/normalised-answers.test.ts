import { describe, expect, it } from "vitest";
import { keepNormalisedText, normalisedText } from "./normalised-answers";

describe("the browser-ready answers kept beside the bytes they were made from", () => {
  it("answers for the same key and the same bytes only", () => {
    const key = "op1:[[[\"crn\",\"09990001\"]],[]]";
    const raw = '{"companyRegistrationNumber":"09990001","companyName":"A LIMITED"}';
    expect(normalisedText(key, raw)).toBeUndefined();
    keepNormalisedText(key, raw, '{"companyRegistrationNumber":"09990001"}');
    // The same bytes in another string (as Redis or the upstream hand them back) still match.
    expect(normalisedText(key, `${raw.slice(0, 10)}${raw.slice(10)}`)).toBe('{"companyRegistrationNumber":"09990001"}');
    // A changed record (other bytes) or another lookup never gets this text.
    expect(normalisedText(key, raw.replace("A LIMITED", "B LIMITED"))).toBeUndefined();
    expect(normalisedText("op1:[[[\"crn\",\"09990002\"]],[]]", raw)).toBeUndefined();
  });
});
