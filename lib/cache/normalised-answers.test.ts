import { describe, expect, it } from "vitest";
import { keepNormalisedText, normalisedText } from "./normalised-answers";

describe("the browser-ready answers kept for cache hits", () => {
  it("answers for the entry they were kept for, and only while it is that version of the entry", () => {
    const entry = { key: "op1:[[[\"crn\",\"09990001\"]],[]]", storedAt: 1_000 };
    expect(normalisedText(entry)).toBeUndefined();
    keepNormalisedText(entry, '{"companyRegistrationNumber":"09990001"}');
    expect(normalisedText(entry)).toBe('{"companyRegistrationNumber":"09990001"}');
    // A refreshed entry (stored later) or another lookup never gets this text.
    expect(normalisedText({ ...entry, storedAt: 2_000 })).toBeUndefined();
    expect(normalisedText({ ...entry, key: "op1:[[[\"crn\",\"09990002\"]],[]]" })).toBeUndefined();
  });
});
