import { describe, expect, it } from "vitest";
import { parseListSources, versionInPath } from "./list-source";

describe("SCREENING_LISTS", () => {
  it("names each list by its file, its OpenSanctions folder, or the name given", () => {
    expect(parseListSources("lists/pep.ftm.json, /data/sanctions/entities.ftm.json,uk=/d/uk.json", "/srv")).toEqual([
      { list: "pep", file: "/srv/lists/pep.ftm.json" },
      { list: "sanctions", file: "/data/sanctions/entities.ftm.json" },
      { list: "uk", file: "/d/uk.json" },
    ]);
    expect(parseListSources("/a/sanctions/20240528134729-3iv/entities.delta.json")[0].list).toBe("sanctions");
  });

  it("refuses an entry without a file or with a bad list name", () => {
    expect(() => parseListSources("uk=")).toThrow(/names no file/);
    expect(() => parseListSources("a b=/x.json")).toThrow(/not a list name/);
  });

  it("reads OpenSanctions' version and its date from the path", () => {
    expect(versionInPath("/a/sanctions/20240528134729-3iv/entities.delta.json"))
      .toEqual({ version: "20240528134729-3iv", date: "2024-05-28T13:47:29Z" });
    expect(versionInPath("/a/sanctions/entities.ftm.json")).toBeNull();
  });
});
