import { describe, expect, it } from "vitest";
import { pdfText, sterling } from "./text";

describe("pdfText", () => {
  it("keeps what Helvetica prints and maps the rest readably", () => {
    expect(pdfText("£1.2m — Crème Brûlée")).toBe("£1.2m — Crème Brûlée");
    expect(sterling(-350_000)).toBe("-£350k");
    expect(pdfText("Łódź Ŵales 中")).toBe("?ódz Wales ?");
    expect(pdfText("<b>bold</b>\u0007")).toBe("<b>bold</b> ");
  });
});
