import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("with the response cache off", () => {
  afterEach(() => {
    delete process.env.CACHE_TTL_SECONDS;
    delete process.env.CACHE_STALE_SECONDS;
    vi.resetModules();
  });

  it("still answers the same upstream bytes from what was made of them (the upstream is asked all the same)", async () => {
    Object.assign(process.env, { CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0" });
    vi.resetModules();
    const { keepNormalisedBytes: keep, normalisedBytes: find, keptRaw } = await import("./normalised-answers");
    const key = "op1:[[[\"crn\",\"09990003\"]],[]]";
    const raw = '{"companyRegistrationNumber":"09990003"}';
    const sent = Buffer.from(raw);
    keep(key, raw, sent);
    expect(find(key, raw)).toBe(sent);
    expect(keptRaw(key)).toBe(raw);
    expect(find(key, '{"companyRegistrationNumber":"09990003","changed":true}')).toBeUndefined();
  });
});
