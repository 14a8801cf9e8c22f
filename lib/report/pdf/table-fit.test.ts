// A table's first page is laid out by react-pdf and its continuation pages are drawn with pdf-lib (./table-draw.ts),
// both from the rows the measure put on each page: that is only right if every row is drawn, once, in order, within
// the printable area of its page, with its links, and the page numbers run across react-pdf's pages and the drawn
// ones. Rendered for real and read back with poppler, with the text that fits least per character (capitals, long
// words, several lines in a cell).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFString } from "pdf-lib";
import { Children, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
// The renderer's settings (no hyphenation), which the measure assumes, and its joining of parts and drawn pages.
import { renderPages } from "./render";
import { A4 } from "./styles";
import { DrawnTablePage, TablePages, type Column } from "./table";

interface Row { id: string; name: string; role: string; address: string; link: string | null }

const CONTENT_BOTTOM = A4.height - 48;
const WORDS = ["WWW", "MANAGEMENT", "HOLDINGS", "INTERNATIONAL", "W", "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", "GROUP", "LIMITED", "&", "PLC"];
const LINK_TEXT = "Filed document";

const rows: Row[] = Array.from({ length: 150 }, (_, index) => ({
  id: `R${String(index).padStart(4, "0")}`,
  name: Array.from({ length: 2 + (index % 9) }, (_, word) => WORDS[(index * 7 + word * 3) % WORDS.length]).join(" "),
  role: index % 5 === 0 ? "Director\nCompany secretary\nMember" : "Director",
  address: Array.from({ length: 1 + (index % 4) }, (_, line) => `${100 + line} MAYFIELD WAY, WEMBLEY, MIDDLESEX`).join("\n"),
  // Parentheses and a backslash, which a PDF string must escape.
  link: index % 3 === 0 ? `https://example.test/document/${index}?(copy)\\${index}` : null,
}));

const columns: Array<Column<Row>> = [
  { header: "Reference", width: 1.2, cell: (row) => row.id },
  { header: "Name", width: 3, cell: (row) => row.name },
  { header: "Role", width: 1.6, cell: (row) => row.role },
  {
    header: "Address", width: 3,
    cell: (row) => (row.link ? `${row.address} ${LINK_TEXT}` : row.address),
    // A bold part and a link, as a filing's description has.
    runs: (row) => [{ text: "At", bold: true }, { text: ` ${row.address}` }, ...(row.link ? [{ text: " " }, { text: LINK_TEXT, link: row.link }] : [])],
  },
];

function pages(): ReactElement[] {
  const element = TablePages({
    context: { title: "FIT TEST LIMITED (00000001)", generatedAt: "2026-01-01T00:00:00Z" },
    title: "Officers", status: "ok", note: null, columns, rows,
  });
  return Children.toArray((element as ReactElement<{ children: unknown }>).props.children as never).filter(isValidElement) as ReactElement[];
}

/** The URIs of the page's link annotations, in the order they were added. */
function links(pdf: PDFDocument, pageIndex: number): string[] {
  const annotations = pdf.getPage(pageIndex).node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  return (annotations?.asArray() ?? []).map((ref) => {
    const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict);
    return action.lookup(PDFName.of("URI"), PDFString).decodeText();
  });
}

describe("table pages", () => {
  it("draw every row once, in order, inside the printable area, with its links and the page numbers", { timeout: 120_000 }, async () => {
    const elements = pages();
    expect(elements.length).toBeGreaterThan(2);
    // The continuation pages are the drawn ones.
    expect(elements.slice(1).every((element) => element.type === DrawnTablePage)).toBe(true);
    const pdf = await renderPages(elements);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "table-fit-")), "fit.pdf");
    writeFileSync(file, await pdf.save());
    const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const pageTexts = html.split("<page ").slice(1);
    // No page broke: one PDF page per page element.
    expect(pageTexts.length).toBe(elements.length);
    const seen: string[] = [];
    pageTexts.forEach((page, pageIndex) => {
      const words = [...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((match) => ({ top: Number(match[1]), bottom: Number(match[2]), text: match[3] }));
      // The footer's line is below the content area by design; everything else must be inside it.
      const footer = words.find((word) => word.text === "Confidential:")?.top;
      expect(footer).toBeDefined();
      const footerLine = words.filter((word) => Math.abs(word.top - (footer ?? 0)) < 0.5).map((word) => word.text).join(" ");
      expect(footerLine).toContain(`Page ${pageIndex + 1} of ${elements.length}`);
      const ids: string[] = [];
      for (const word of words) {
        if (Math.abs(word.top - (footer ?? 0)) < 0.5) continue;
        expect(word.bottom, `"${word.text}" below the content area`).toBeLessThanOrEqual(CONTENT_BOTTOM + 0.5);
        if (/^R\d{4}$/.test(word.text)) ids.push(word.text);
      }
      seen.push(...ids);
      // Each linked row drawn here carries its link (react-pdf's first page prints the plain text).
      if (pageIndex > 0) {
        const expected = rows.filter((row) => row.link && ids.includes(row.id)).map((row) => row.link);
        expect(links(pdf, pageIndex)).toEqual(expected);
      }
    });
    // Every row once, in order.
    expect(seen).toEqual(rows.map((row) => row.id));
  });
});
