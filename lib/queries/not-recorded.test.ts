import { describe, expect, it } from "vitest";
import { ApiError } from "./api-fetch";
import { isNotRecorded, noneWhenNotRecorded } from "./not-recorded";

describe("isNotRecorded", () => {
  it("is the BFF's not-found problem only, not a failure or another 404", () => {
    expect(isNotRecorded(new ApiError(404, "not-found", "Not found", "No officers found for company LP990001."))).toBe(true);
    expect(isNotRecorded(new ApiError(404, "token-not-found", "No such token", "…"))).toBe(false);
    expect(isNotRecorded(new ApiError(502, "upstream-failed", "The data service failed", "…"))).toBe(false);
    expect(isNotRecorded(new ApiError(0, "network-error", "No connection", "…"))).toBe(false);
    expect(isNotRecorded(new Error("Not found"))).toBe(false);
    expect(isNotRecorded(null)).toBe(false);
  });
});

describe("noneWhenNotRecorded", () => {
  it("answers null for the BFF's not-found problem, the lookup's answer otherwise, and passes every other failure on", async () => {
    await expect(noneWhenNotRecorded(Promise.reject(new ApiError(404, "not-found", "Not found", "No charges.")))).resolves.toBeNull();
    await expect(noneWhenNotRecorded(Promise.resolve({ charges: [] }))).resolves.toEqual({ charges: [] });
    const failed = new ApiError(502, "upstream-failed", "The data service failed", "…");
    await expect(noneWhenNotRecorded(Promise.reject(failed))).rejects.toBe(failed);
  });
});
