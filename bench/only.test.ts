import { describe, expect, it } from "vitest";
import { onlyArms } from "./only";

describe("npm run bench -- --only", () => {
  it("reads the arms to run alone, and refuses one that needs the servers", () => {
    expect(onlyArms([])).toBeUndefined();
    expect(onlyArms(["--only", "monitor"])).toEqual(["monitor"]);
    expect(onlyArms(["--only=monitor,report"])).toEqual(["monitor", "report"]);
    expect(onlyArms(["--only", "screening"])).toEqual(["screening"]);
    expect(onlyArms(["--only", "team"])).toEqual(["team"]);
    expect(() => onlyArms(["--only", "pages"])).toThrow(/run alone: monitor, report, directory, screening, team \(not pages\)/);
    expect(() => onlyArms(["--only"])).toThrow(/--only takes/);
  });
});
