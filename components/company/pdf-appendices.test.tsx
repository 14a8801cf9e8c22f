// The PDF's export dialog as a keyboard user meets it: the link gives the summary alone until appendices are
// ticked; each ticked appendix travels in the link's address, "print in full" only once its appendix is ticked.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PdfAppendices } from "./pdf-appendices";

const base = "/api/reports/00000001";
const link = () => screen.getByRole("link", { name: /Download report as PDF/ });
const query = () => new URL(link().getAttribute("href") ?? "", "http://dashboard").searchParams;

describe("the PDF's appendices", () => {
  it("asks for the summary alone by default", () => {
    render(<PdfAppendices base={base} />);
    expect(link().getAttribute("href")?.startsWith(`${base}?`)).toBe(true);
    expect(Object.fromEntries(query())).toEqual({ format: "pdf", appendices: "none" });
  });

  it("puts each ticked appendix in the link, in the report's order, and in full only when asked", async () => {
    const user = userEvent.setup();
    render(<PdfAppendices base={base} />);
    await user.click(screen.getByText(/PDF appendices/));
    const filingsInFull = screen.getByRole("checkbox", { name: "Print filings in full" });
    expect(filingsInFull).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Filings" }));
    await user.click(screen.getByRole("checkbox", { name: "Officers, PSCs and shareholders" }));
    expect(Object.fromEntries(query())).toEqual({ format: "pdf", appendices: "officers,filings" });
    expect(filingsInFull).toBeEnabled();
    await user.click(filingsInFull);
    expect(Object.fromEntries(query())).toEqual({ format: "pdf", appendices: "officers,filings", full: "filings" });
    expect(link()).toHaveAccessibleName(/the summary and 2 appendices/);
    // Unticking an appendix drops it and its "in full".
    await user.click(screen.getByRole("checkbox", { name: "Filings" }));
    expect(Object.fromEntries(query())).toEqual({ format: "pdf", appendices: "officers" });
  });

  it("reaches every choice with the keyboard", async () => {
    const user = userEvent.setup();
    render(<PdfAppendices base={base} />);
    await user.tab();
    expect(link()).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Assessment in full" })).toHaveFocus();
    await user.keyboard(" ");
    expect(query().get("appendices")).toBe("assessment");
  });
});
