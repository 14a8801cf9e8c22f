import "server-only";
// The PDF as bytes, rendered in Node by @react-pdf/renderer (no browser on the server). react-pdf keeps the layout
// of a whole document in memory until it is written, so the pages are rendered a few at a time, each part its own
// document, and joined with pdf-lib: memory then follows the largest part, not the largest company. The page
// numbers ("Page N of M") need the joined total, so they are stamped last.
import { Document, Font, renderToBuffer } from "@react-pdf/renderer";
import { PDFDocument, rgb, StandardFonts, type PDFPage } from "pdf-lib";
import { createElement } from "react";
import type { Report } from "../model";
import { reportPages } from "./document";
import { COLOURS, FOOTER } from "./styles";
import { pdfText } from "./text";

// Words are never hyphenated: a company or officer name split "Di-rector" reads badly, and the table pagination
// estimates rows by whole words.
Font.registerHyphenationCallback((word) => [word]);

/** Page elements per part: small enough to bound memory, large enough that the per-document cost stays small. */
const PAGES_PER_PART = 6;
const AUTHOR = "Company due diligence dashboard";

export async function renderReportPdf(report: Report): Promise<Buffer> {
  const pages = reportPages(report);
  const joined = await PDFDocument.create();
  for (let start = 0; start < pages.length; start += PAGES_PER_PART) {
    const part = await renderToBuffer(createElement(Document, null, ...pages.slice(start, start + PAGES_PER_PART)) as Parameters<typeof renderToBuffer>[0]);
    const loaded = await PDFDocument.load(part);
    for (const page of await joined.copyPages(loaded, loaded.getPageIndices())) joined.addPage(page);
  }
  await stampPageNumbers(joined);
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

async function stampPageNumbers(pdf: PDFDocument): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
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

function hexColour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
