import { describe, expect, it } from "vitest";
import { splitCompanyNumbers } from "./bulk-numbers";
import { normaliseCompanyNumbers } from "./watchlist-input";

describe("bulk add input", () => {
  it("splits pasted text and CSV cells on lines, commas, semicolons and tabs, unquoting cells", () => {
    expect(splitCompanyNumbers('number\r\n"09990001",x\n sc4 ;\t1\n\n')).toEqual(["number", "09990001", "x", "sc4", "1"]);
  });

  it("normalises as the BFF does and refuses every other value with its reason, dropping none", () => {
    const values = ["1", "sc4", "number", "00000001", 7, "SC000004"];
    const { numbers, refused } = normaliseCompanyNumbers(values);
    expect(numbers).toEqual(["00000001", "SC000004"]);
    expect(refused.map((refusal) => refusal.value)).toEqual(["number", "00000001", "7", "SC000004"]);
    expect(refused[0]!.detail).toMatch(/is not a UK company number/);
    expect(refused[2]!.detail).toMatch(/is not text/);
    expect(numbers.length + refused.length).toBe(values.length);
  });
});
