import { describe, expect, it } from "vitest";
import { auditCsv } from "./audit-csv";

describe("auditCsv", () => {
  it("quotes commas and quotes, and defuses spreadsheet formulas", () => {
    const csv = auditCsv([{
      at: new Date("2026-01-02T03:04:05Z"), requestId: "r1", username: "=cmd()", via: "session", operation: "Charges, secured",
      company: null, params: { chargeType: 'say "hi"' }, status: 200, durationMs: 12,
    }]);
    // A caller's own request id, when one came, is its own cell (a formula in it is defused like any other).
    expect(auditCsv([{ at: new Date(0), requestId: "r2", correlationId: "+trace-1", username: "u", via: "token", operation: "o", company: null, params: {}, status: 200, durationMs: 1 }]))
      .toContain(",r2,'+trace-1\r\n");
    const [header, row] = csv.trim().split("\r\n");
    expect(header).toBe("time,user,via,operation,company,parameters,status,duration_ms,request_id,correlation_id");
    expect(row).toBe(`2026-01-02T03:04:05.000Z,'=cmd(),session,"Charges, secured",,"{""chargeType"":""say \\""hi\\""""}",200,12,r1,`);
  });

  it("writes the company number so a spreadsheet keeps its leading zeros", () => {
    const csv = auditCsv([{ at: new Date(0), requestId: "r3", username: "u", via: "session", operation: "o", company: "01234567", params: {}, status: 200, durationMs: 1 }]);
    expect(csv.split("\r\n")[1]).toContain(`,o,"=""01234567""",`);
  });
});
