import { describe, expect, it } from "vitest";
import { CH_HEADER_NAMES, isoDate, readChHeader, readChRow } from "./ch-columns";
import { chCsvHeaderLine, chCsvLine } from "./ch-csv-writer";
import { parseCsvLine } from "./csv-line";

describe("parseCsvLine", () => {
  it("reads quoted values holding commas, doubled quotes and leading punctuation", () => {
    const result = parseCsvLine('"!OBAC UK LIMITED","07687209","SMITH, JONES AND CO","THE ""BEST"" CAFE",""');
    expect(result).toEqual({ ok: true, fields: ["!OBAC UK LIMITED", "07687209", "SMITH, JONES AND CO", 'THE "BEST" CAFE', ""] });
  });

  it("reads a value that starts with a quote character", () => {
    expect(parseCsvLine('"""QUOTED"" START LTD","1"')).toEqual({ ok: true, fields: ['"QUOTED" START LTD', "1"] });
  });

  it("keeps a lone quote inside a quoted value as text", () => {
    expect(parseCsvLine('"THE "BEST CAFE","2"')).toEqual({ ok: true, fields: ['THE "BEST CAFE', "2"] });
  });

  it("reads unquoted values and a trailing empty value", () => {
    expect(parseCsvLine("a, b,")).toEqual({ ok: true, fields: ["a", " b", ""] });
  });

  it("says when a line ends inside a quoted value", () => {
    expect(parseCsvLine('"CUT OFF LIM')).toEqual({ ok: false, reason: "unterminated-quote" });
  });
});

describe("the Companies House layout", () => {
  it("finds columns by trimmed header names (the published header has leading spaces)", () => {
    const header = parseCsvLine(` ${chCsvHeaderLine()}`);
    if (!header.ok) throw new Error("header did not parse");
    const columns = readChHeader(header.fields);
    expect(columns.ok && columns.columns.number).toBe(1);
    expect(columns.ok && columns.columns.previousNames).toHaveLength(10);
    expect(CH_HEADER_NAMES).toHaveLength(55);
  });

  it("refuses a file that is not BasicCompanyData", () => {
    expect(readChHeader(["Name", "Address"]).ok).toBe(false);
  });

  it("reads a row written by the CH writer back, with empty dates as unknown", () => {
    const header = parseCsvLine(chCsvHeaderLine());
    const line = parseCsvLine(
      chCsvLine({
        name: '"QUOTED", & CO LTD', number: "SC000004", postcode: "RG26 5AT", town: "TADLEY", status: "Liquidation",
        sicTexts: ["70229 - Management consultancy activities other than financial management"],
        previousNames: [{ name: "OLD NAME LIMITED", changedDate: "2011-07-15" }],
      }),
    );
    if (!header.ok || !line.ok) throw new Error("did not parse");
    const columns = readChHeader(header.fields);
    if (!columns.ok) throw new Error(columns.reason);
    expect(readChRow(line.fields, columns.columns)).toEqual({
      ok: true,
      record: {
        number: "SC000004", name: '"QUOTED", & CO LTD', status: "Liquidation", postcode: "RG26 5AT", town: "TADLEY",
        incorporationDate: null, sicCodes: ["70229"], previousNames: ["OLD NAME LIMITED"],
      },
    });
  });

  it("refuses rows with the wrong number of fields or no company number", () => {
    const header = readChHeader([...CH_HEADER_NAMES]);
    if (!header.ok) throw new Error(header.reason);
    expect(readChRow(["A LTD", "1"], header.columns)).toMatchObject({ ok: false, reason: "expected 55 fields, found 2" });
    const fields = Array.from({ length: 55 }, () => "");
    fields[0] = "A LTD";
    fields[1] = "not a number";
    expect(readChRow(fields, header.columns)).toMatchObject({ ok: false });
  });

  it("turns dd/mm/yyyy into ISO dates", () => {
    expect(isoDate("29/06/2011")).toBe("2011-06-29");
    expect(isoDate("")).toBeNull();
    expect(isoDate("2011-06-29")).toBeNull();
  });
});
