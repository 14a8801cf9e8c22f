import { describe, expect, it } from "vitest";
import { countryCode, countryCodes } from "./score-countries";

describe("countries", () => {
  it("read nationalities, UK nations and country names as the list format's codes", () => {
    expect(countryCode("British")).toBe("gb");
    expect(countryCode("Scotland")).toBe("gb");
    expect(countryCode("England And Wales")).toBe("gb");
    expect(countryCode("Nigerian")).toBe("ng");
    expect(countryCode("Germany")).toBe("de");
    expect(countryCode("United States")).toBe("us");
    expect(countryCode("RU")).toBe("ru");
  });

  it("leave out what names no country", () => {
    expect(countryCode("Register Of Companies")).toBeNull();
    expect(countryCodes(["British", "England", "", null, "Irish"])).toEqual(["gb", "ie"]);
  });
});
