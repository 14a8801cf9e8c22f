import { describe, expect, it } from "vitest";
import { attachmentHeader, reportFileName } from "./filename";

const day = new Date("2026-11-22T15:04:00Z");

describe("reportFileName", () => {
  it("carries the number, the name and the date", () => {
    expect(reportFileName("00000001", "Fairbairn Harbour Cranes", day, "pdf")).toBe("00000001-fairbairn-harbour-cranes-2026-11-22.pdf");
    expect(reportFileName("sc990001", "Glen & Loch Ltd.", day, "xlsx")).toBe("SC990001-glen-and-loch-ltd-2026-11-22.xlsx");
  });
  it("keeps only safe characters from company-supplied names", () => {
    const name = reportFileName("09990001", "Crème \"Brûlée\"\r\n; filename=../../etc/passwd <script>", day, "json");
    expect(name).toMatch(/^[A-Z0-9a-z-]+\.json$/);
    expect(name).toContain("creme-brulee");
    expect(attachmentHeader(name)).not.toMatch(/[\r\n]/);
  });
  it("caps long names and survives names with no letters", () => {
    expect(reportFileName("1", "x".repeat(300), day, "pdf").length).toBeLessThan(90);
    expect(reportFileName("00000002", "!!!", day, "pdf")).toBe("00000002-2026-11-22.pdf");
  });
});
