import { describe, expect, it } from "vitest";
import { splitCompanyNumbers } from "./bulk-numbers";
import { bodyProblem } from "@/lib/api/body-problem";
import { newAlertId } from "./alert-id";
import { markReadInputSchema, normaliseCompanyNumbers, watchlistChangeSchema, watchlistInputSchema } from "./watchlist-input";

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

describe("watchlist names", () => {
  it.each([
    ["a carriage return", "Suppliers\rInjected: yes"], ["a line feed", "Suppliers\nInjected: yes"], ["NUL", "Suppliers\u0000"],
    ["a tab", "Supp\tliers"], ["an escape", "\u001b[31mRed"], ["DEL", "Suppliers\u007f"], ["a C1 control", "Suppliers\u0085x"],
    ["a line separator", "Suppliers\u2028x"],
  ])("refuses a name holding %s with a problem naming `name`", (_, name) => {
    const parsed = watchlistInputSchema.safeParse({ name });
    expect(parsed.success).toBe(false);
    const refusal = bodyProblem(parsed.error!, "watchlist");
    expect(refusal).toMatchObject({ status: 400, code: "invalid-parameter", parameter: "name" });
    expect(refusal.detail).toMatch(/control characters/);
  });

  it("keeps ordinary names, accents and symbols included, as typed (outer spaces trimmed)", () => {
    for (const name of ["Suppliers – North (2026)", "Café & Co’s list", "供应商"]) {
      expect(watchlistInputSchema.parse({ name: ` ${name} ` }).name).toBe(name);
    }
  });
});

describe("read marks", () => {
  it("take alerts by their public ids", () => {
    const ids = [newAlertId(), newAlertId()];
    expect(markReadInputSchema.parse({ ids })).toEqual({ ids });
  });

  it.each([
    ["the table's integer", [3], /not numbers/], ["an integer as text", ["3"], /22 characters/], ["a longer token", [`${newAlertId()}x`], /22 characters/],
  ])("refuse %s, naming the field", (_, ids, words) => {
    const parsed = markReadInputSchema.safeParse({ ids });
    expect(parsed.success).toBe(false);
    const refusal = bodyProblem(parsed.error!, "read marks");
    expect(refusal).toMatchObject({ status: 400, code: "invalid-parameter", parameter: "ids.0" });
    expect(refusal.detail).toMatch(words);
  });
});

describe("a change of a list", () => {
  it("takes a name, an interval or both, with creation's bounds, and nothing else", () => {
    expect(watchlistChangeSchema.parse({ name: "  Key suppliers " })).toEqual({ name: "Key suppliers" });
    expect(watchlistChangeSchema.parse({ intervalHours: 168 })).toEqual({ intervalHours: 168 });
    expect(watchlistChangeSchema.safeParse({}).success).toBe(false);
    expect(watchlistChangeSchema.safeParse({ intervalHours: 5 }).success).toBe(false);
    expect(watchlistChangeSchema.safeParse({ name: "a\nb" }).success).toBe(false);
    expect(watchlistChangeSchema.safeParse({ name: "x".repeat(101) }).success).toBe(false);
    expect(watchlistChangeSchema.safeParse({ name: "x", shared: true }).success).toBe(false);
    expect(watchlistChangeSchema.parse({ colleaguesMayEdit: true })).toEqual({ colleaguesMayEdit: true });
    expect(watchlistChangeSchema.safeParse({ colleaguesMayEdit: "yes" }).success).toBe(false);
  });
});
