import { describe, expect, it } from "vitest";
import { keepNormalisedBytes, normalisedBytes } from "./normalised-answers";

describe("the browser-ready answers kept beside the bytes they were made from", () => {
  it("answers for the same key and the same bytes only", () => {
    const key = "op1:[[[\"crn\",\"09990001\"]],[]]";
    const raw = '{"companyRegistrationNumber":"09990001","companyName":"A LIMITED"}';
    const sent = Buffer.from('{"companyRegistrationNumber":"09990001"}');
    expect(normalisedBytes(key, raw)).toBeUndefined();
    keepNormalisedBytes(key, raw, sent);
    // The same bytes in another string (as Redis or the upstream hand them back) still match.
    expect(normalisedBytes(key, `${raw.slice(0, 10)}${raw.slice(10)}`)).toBe(sent);
    // A changed record (other bytes) or another lookup never gets this answer.
    expect(normalisedBytes(key, raw.replace("A LIMITED", "B LIMITED"))).toBeUndefined();
    expect(normalisedBytes("op1:[[[\"crn\",\"09990002\"]],[]]", raw)).toBeUndefined();
  });
});
