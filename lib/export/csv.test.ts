// The one CSV writer: formula-like text defused, quoting and line ends as RFC 4180 has them, numbers raw.
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv";

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

describe("csvDocument", () => {
  it("ends every line, the last one too, with CRLF", () => {
    expect(csvDocument(["a", "b"], [["=x", 1], [null, "y"]])).toBe("a,b\r\n'=x,1\r\n,y\r\n");
    expect(csvDocument(["only"], [])).toBe("only\r\n");
  });
});
