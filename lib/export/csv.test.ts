// The one CSV writer: formula-like text defused, quoting and line ends as RFC 4180 has them, numbers raw.
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDocument, csvIdentifier } from "./csv";

describe("csvCell", () => {
  it.each(["=1+1", "+44 20", "-2", "@SUM(A1)", "\tx", "\rx"])("prefixes %j with a quote so it is not run as a formula", (text) => {
    expect(csvCell(text).replace(/^"|"$/g, "").startsWith(`'${text[0]}`)).toBe(true);
  });

  it("quotes cells holding quotes, commas, CR or LF, doubling the quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("\rb")).toBe(`"'\rb"`);
    expect(csvCell("plain")).toBe("plain");
  });

  it("keeps numbers raw, negative ones too, and leaves null empty", () => {
    expect(csvCell(-1250)).toBe("-1250");
    expect(csvCell(0.5)).toBe("0.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("identifier cells", () => {
  it.each(["01234567", "SC000004", "1E5", "0042", "AB12 3CD", "NI-0001/2"])("writes %j as =\"…\" so a spreadsheet keeps it as written", (value) => {
    expect(csvCell(csvIdentifier(value))).toBe(`"=""${value}"""`);
  });

  it("writes a value that could close the string or carry a formula as guarded text, never as a formula of its own", () => {
    expect(csvCell(csvIdentifier('1" & HYPERLINK("x'))).toBe(`"1"" & HYPERLINK(""x"`);
    expect(csvCell(csvIdentifier("=cmd()"))).toBe("'=cmd()");
    expect(csvCell(csvIdentifier("-1"))).toBe("'-1");
    expect(csvCell(csvIdentifier(""))).toBe("");
  });
});

describe("csvDocument", () => {
  it("starts with the UTF-8 byte-order mark and ends every line, the last one too, with CRLF", () => {
    expect(csvDocument(["a", "b"], [["=x", 1], [null, "y"]])).toBe(`${CSV_BOM}a,b\r\n'=x,1\r\n,y\r\n`);
    expect(csvDocument(["only"], [])).toBe(`${CSV_BOM}only\r\n`);
    expect([...new TextEncoder().encode(csvDocument(["£"], [["Zoë"]])).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
