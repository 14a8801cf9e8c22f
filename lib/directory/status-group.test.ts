import { describe, expect, it } from "vitest";
import { enumeration } from "@/lib/reference/companies-house";
import { statusGroup } from "./status-group";

describe("statusGroup", () => {
  it("groups Companies House's codes (from the upstream) and its words (from the directory's CSV) alike", () => {
    const pairs: Array<[string, string, ReturnType<typeof statusGroup>]> = [
      ["active", "Active", "active"],
      ["dissolved", "Dissolved", "dissolved"],
      ["liquidation", "Liquidation", "liquidation"],
      ["insolvency-proceedings", "Insolvency Proceedings", "liquidation"],
      ["administration", "In Administration", "administration"],
      ["receivership", "Receiver Action", "administration"],
      ["voluntary-arrangement", "Voluntary Arrangement", "administration"],
      ["converted-closed", "Converted / Closed", "dissolved"],
    ];
    for (const [code, words, group] of pairs) {
      expect(statusGroup(code), code).toBe(group);
      expect(statusGroup(words), words).toBe(group);
    }
  });

  it("leaves no company status code of the YAML ungrouped", () => {
    for (const code of Object.keys(enumeration("constants", "company_status"))) expect(statusGroup(code), code).not.toBe("unknown");
  });

  it("says unknown for nothing or a word it does not know", () => {
    expect(statusGroup(null)).toBe("unknown");
    expect(statusGroup("Something else")).toBe("unknown");
  });
});
