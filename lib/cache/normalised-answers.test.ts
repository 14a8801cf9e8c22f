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

  it("keeps nothing: no upstream answer outlives its request", async () => {
    Object.assign(process.env, { CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0" });
    vi.resetModules();
    const { keepNormalisedBytes: keep, normalisedBytes: find, keptRaw } = await import("./normalised-answers");
    const key = "op1:[[[\"crn\",\"09990003\"]],[]]";
    const raw = '{"companyRegistrationNumber":"09990003"}';
    keep(key, raw, Buffer.from(raw));
    expect(find(key, raw)).toBeUndefined();
    expect(keptRaw(key)).toBeUndefined();
  });

  it("keeps answers while only a stale period is set (they may still be served)", async () => {
    Object.assign(process.env, { CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "60" });
    vi.resetModules();
    const { keepNormalisedBytes: keep, normalisedBytes: find } = await import("./normalised-answers");
    const key = "op1:[[[\"crn\",\"09990004\"]],[]]";
    const raw = '{"companyRegistrationNumber":"09990004"}';
    const sent = Buffer.from(raw);
    keep(key, raw, sent);
    expect(find(key, raw)).toBe(sent);
  });
});
