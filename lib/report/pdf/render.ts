import "server-only";
// The PDF as bytes, rendered in Node by @react-pdf/renderer (no browser on the server). react-pdf keeps the layout
// of a whole document in memory until it is written, so the pages are rendered a few at a time, each part its own
// document, and joined with pdf-lib: memory then follows the largest part, not the largest company. The page
// numbers ("Page N of M") need the joined total, so they are stamped last. A table's continuation pages are not
// react-pdf's: they are drawn straight into the joined document (./table-draw.ts).
import { Document, Font, renderToBuffer } from "@react-pdf/renderer";
import { PDFDocument, StandardFonts, type PDFPage } from "pdf-lib";
import { createElement, type ReactElement } from "react";
import type { Report } from "../model";
import { reportPages } from "./document";
import { A4, COLOURS, FOOTER } from "./styles";
import { DrawnTablePage, type DrawnTable } from "./table";
import { drawTablePage, hexColour, type DrawFonts } from "./table-draw";
import { pdfText } from "./text";

// Words are never hyphenated: a company or officer name split "Di-rector" reads badly, and the table pagination
// estimates rows by whole words.
Font.registerHyphenationCallback((word) => [word]);

/** Page elements per part: small enough to bound memory, large enough that the per-document cost stays small. */
const PAGES_PER_PART = 6;
const AUTHOR = "Company due diligence dashboard";

export async function renderReportPdf(report: Report): Promise<Buffer> {
  const joined = await renderPages(reportPages(report));
  const company = report.company.data;
  joined.setTitle(pdfText(`Company report: ${company.name} (${company.number})`));
  joined.setSubject("Company due diligence report");
  joined.setAuthor(AUTHOR);
  joined.setCreator(AUTHOR);
  joined.setProducer(AUTHOR);
  joined.setCreationDate(new Date(report.generatedAt));
  joined.setModificationDate(new Date(report.generatedAt));
  return Buffer.from(await joined.save());
}

/**
 * The report's pages in order, as one document with its page numbers: react-pdf's pages rendered a part at a
 * time, drawn pages drawn where they fall between them.
 */
export async function renderPages(pages: readonly ReactElement[]): Promise<PDFDocument> {
  const joined = await PDFDocument.create();
  const fonts: DrawFonts = { regular: await joined.embedFont(StandardFonts.Helvetica), bold: await joined.embedFont(StandardFonts.HelveticaBold) };
  let part: ReactElement[] = [];
  const flush = async () => {
    if (part.length === 0) return;
    const bytes = await renderToBuffer(createElement(Document, null, ...part) as Parameters<typeof renderToBuffer>[0]);
    part = [];
    const loaded = await PDFDocument.load(bytes);
    for (const page of await joined.copyPages(loaded, loaded.getPageIndices())) joined.addPage(page);
  };
  for (const page of pages) {
    if (page.type === DrawnTablePage) {
      await flush();
      drawTablePage(joined, joined.addPage([A4.width, A4.height]), fonts, page.props as DrawnTable);
    } else {
      part.push(page);
      if (part.length === PAGES_PER_PART) await flush();
    }
  }
  await flush();
  stampPageNumbers(joined, fonts.regular);
  return joined;
}

function stampPageNumbers(pdf: PDFDocument, font: DrawFonts["regular"]): void {
  const colour = hexColour(COLOURS.muted);
  const total = pdf.getPageCount();
  pdf.getPages().forEach((page: PDFPage, index) => {
    const label = `Page ${index + 1} of ${total}`;
    const width = font.widthOfTextAtSize(label, FOOTER.fontSize);
    // pdf-lib measures from the bottom left and places the baseline; the footer's top is measured from the top,
    // and react-pdf puts half the line's leading above the text.
    const baseline = page.getHeight() - FOOTER.top - (FOOTER.fontSize * (FOOTER.lineHeight - 1)) / 2 - font.heightAtSize(FOOTER.fontSize, { descender: false });
    page.drawText(label, { x: page.getWidth() - FOOTER.side - width, y: baseline, size: FOOTER.fontSize, font, color: colour });
  });
}
