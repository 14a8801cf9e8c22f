import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/queries/api-fetch";
import { fieldError, refusalOf } from "./refusal";

const refused = (detail: string) => new ApiError(400, "invalid-parameter", "Invalid request parameter", detail);

describe("refusalOf", () => {
  it("finds the parameter the BFF named", () => {
    const refusal = refusalOf(refused("The query parameter 'size' must be one of 10, 25, 50, 100; got '7'."), ["lendingTag", "size"]);
    expect(refusal).toEqual({ parameter: "size", detail: expect.stringContaining("'size'") });
    expect(fieldError(refusal, "size")).toContain("one of 10");
    expect(fieldError(refusal, "lendingTag")).toBeNull();
  });

  it("picks the first quoted name the screen knows", () => {
    const detail = "'closingDateFrom' (05/04/2024) must not be after 'closingDateTo' (01/04/2024).";
    expect(refusalOf(refused(detail), ["closingDateFrom", "closingDateTo"])?.parameter).toBe("closingDateFrom");
  });

  it("keeps the detail when no known parameter is named", () => {
    expect(refusalOf(refused("Unknown query parameter 'x'."), ["size"])).toEqual({ parameter: null, detail: "Unknown query parameter 'x'." });
  });

  it("ignores failures that are not refusals", () => {
    expect(refusalOf(new ApiError(502, "upstream-failed", "t", "d"), ["size"])).toBeNull();
    expect(refusalOf(new Error("boom"), ["size"])).toBeNull();
  });
});
