import { describe, expect, it } from "vitest";
import { ApiError } from "./api-fetch";
import { isNotRecorded } from "./not-recorded";

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
