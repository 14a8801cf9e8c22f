import { describe, expect, it } from "vitest";
import { digestText } from "./digest";

describe("the e-mail digest", () => {
  it("says each alert's level in words before what changed", () => {
    const text = digestText("Key suppliers", [
      { id: "a".repeat(22), companyNumber: "00000042", watchlistId: "l", kind: "status", severity: "red", title: "Status changed",
        detail: "Company status changed from Active to Liquidation.", evidence: "/companies/00000042", detectedAt: new Date(0).toISOString() },
    ], "https://dashboard.example");
    expect(text).toContain("  - [Red] Company status changed from Active to Liquidation. https://dashboard.example/companies/00000042");
  });
});
