import { describe, expect, it } from "vitest";
import { analystFileName, asciiFileName, attachmentHeader, reportFileName, tableFileName } from "./filename";

const day = new Date("2026-11-22T15:04:00Z");

describe("reportFileName", () => {
  it("is <company name> <number> <report> <date>.<format>, as analysts file them", () => {
    expect(reportFileName("00000001", "Fairbairn Harbour Cranes Ltd", day, "pdf")).toBe("Fairbairn Harbour Cranes Ltd 00000001 Due diligence report 2026-11-22.pdf");
    expect(reportFileName("sc990001", "Glen & Loch Ltd.", day, "xlsx")).toBe("Glen & Loch Ltd SC990001 Due diligence report 2026-11-22.xlsx");
  });

  it("keeps only safe characters from company-supplied names", () => {
    const name = reportFileName("09990001", "Crème \"Brûlée\"\r\n; filename=../../etc/passwd <script>|*?:\\", day, "json");
    expect(name).toBe("Crème Brûlée filename .. .. etc passwd script 09990001 Due diligence report 2026-11-22.json");
    expect(name).not.toMatch(/[/\\:*?"<>|;\r\n]/);
    expect(attachmentHeader(name)).not.toMatch(/[\r\n]/);
  });

  it("caps long names and survives names with no letters", () => {
    expect(reportFileName("1", "x".repeat(300), day, "pdf").length).toBeLessThan(130);
    expect(reportFileName("00000002", "!!!", day, "pdf")).toBe("00000002 Due diligence report 2026-11-22.pdf");
  });

  it("names a company tab's table after the company, the tab and the table, the tab once", () => {
    const company = { name: "Fairbairn Harbour Cranes Ltd", number: "00000001" };
    expect(tableFileName({ company, tab: "Charges", table: "Debt events in date order", date: day })).toBe("Fairbairn Harbour Cranes Ltd 00000001 Charges Debt events in date order 2026-11-22.csv");
    expect(tableFileName({ company, tab: "Officers", table: "Officers", date: day })).toBe("Fairbairn Harbour Cranes Ltd 00000001 Officers 2026-11-22.csv");
    expect(tableFileName({ table: "Holdings", date: day })).toBe("Holdings 2026-11-22.csv");
  });

  it("names a file about no one company by what it is and its date", () => {
    expect(analystFileName({ report: "Comparison of 12 companies", date: day, format: "csv" })).toBe("Comparison of 12 companies 2026-11-22.csv");
  });
});

describe("attachmentHeader", () => {
  it("is a plain quoted filename for an ASCII name", () => {
    expect(attachmentHeader("Acme Ltd 00000001 Due diligence report 2026-11-22.pdf")).toBe('attachment; filename="Acme Ltd 00000001 Due diligence report 2026-11-22.pdf"');
  });

  it("adds RFC 6266 filename* (UTF-8, percent-encoded) for a non-ASCII name, with an ASCII fallback", () => {
    const name = reportFileName("09990001", "Zoë's Café (Łódź) Ltd", day, "pdf");
    const header = attachmentHeader(name);
    expect(header).toBe(`attachment; filename="Zoe's Cafe (odz) Ltd 09990001 Due diligence report 2026-11-22.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, "%27").replace(/\(/g, "%28").replace(/\)/g, "%29")}`);
    const star = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(star).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(star)).toBe(name);
    expect(asciiFileName(name)).toMatch(/^[\x20-\x7e]+$/);
  });
});
