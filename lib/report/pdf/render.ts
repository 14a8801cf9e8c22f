import "server-only";
// The PDF as bytes, rendered in Node by @react-pdf/renderer (no browser on the server). react-pdf keeps the layout
// of a whole document in memory until it is written, so the pages are rendered a few at a time, each part its own
// document, and joined with pdf-lib: memory then follows the largest part, not the largest company. The page
// numbers ("Page N of M") need the joined total, so they are stamped last. A table's continuation pages are not
// react-pdf's: they are drawn straight into the joined document (./table-draw.ts).
import { Document, Font, renderToBuffer } from "@react-pdf/renderer";
import * as fontkit from "fontkit";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { createElement, type ReactElement } from "react";
import { REPORT_NAME, reportFileName } from "../filename";
import type { Report } from "../model";
import { COMPLETE_REPORT, type PdfContents } from "../pdf-contents";
import { reportPages } from "./document";
import { fontBytes, registerReportFonts } from "./fonts";
import { readOutline, writeOutline, type OutlineItem } from "./outline";
import { A4, BASELINE_BELOW_TOP, COLOURS, FOOTER } from "./styles";
import { DrawnTablePage, type DrawnTable } from "./table";
import { drawTablePage, hexColour, type DrawFonts } from "./table-draw";

// Words are never hyphenated: a company or officer name split "Di-rector" reads badly, and the table pagination
// estimates rows by whole words.
Font.registerHyphenationCallback((word) => [word]);

/** Page elements per part: small enough to bound memory, large enough that the per-document cost stays small. */
const PAGES_PER_PART = 6;
const PRODUCT = "Company due diligence dashboard";
/** The document's language (its catalog's Lang), read by screen readers and by text-to-speech. */
export const REPORT_LANGUAGE = "en-GB";

export async function renderReportPdf(report: Report, contents: PdfContents = COMPLETE_REPORT): Promise<Buffer> {
  const joined = await renderPages(reportPages(report, contents));
  const company = report.company.data;
  // The title is the file's name in words, as the analyst files it; the author is the product, for the user who
  // generated it (when signed in), as the report's first page says.
  joined.setTitle(reportFileName(company.number, company.name, new Date(report.generatedAt), "pdf").replace(/\.pdf$/, ""), { showInWindowTitleBar: true });
  joined.setSubject(`${REPORT_NAME}: ${contents.appendices.length ? "summary and appendices" : "summary"}`);
  joined.setAuthor(report.generatedBy ? `${report.generatedBy} (${PRODUCT})` : PRODUCT);
  joined.setCreator(PRODUCT);
  joined.setProducer(PRODUCT);
  joined.setLanguage(REPORT_LANGUAGE);
  joined.setCreationDate(new Date(report.generatedAt));
  joined.setModificationDate(new Date(report.generatedAt));
  return Buffer.from(await joined.save());
}

/**
 * The report's pages in order, as one document with its page numbers: react-pdf's pages rendered a part at a
 * time, drawn pages drawn where they fall between them.
 */
export async function renderPages(pages: readonly ReactElement[]): Promise<PDFDocument> {
  await registerReportFonts();
  const joined = await PDFDocument.create();
  joined.registerFontkit(fontkit);
  // Embedded whole (pdf-lib subsets only with the older fontkit it was written for): the page numbers need the
  // regular face, the drawn pages both. The bold face is embedded only when a drawn page needs it.
  const regular = await joined.embedFont(fontBytes("regular"), { subset: false });
  let bold: DrawFonts["bold"] | null = null;
  const outline: OutlineItem[] = [];
  let part: ReactElement[] = [];
  const flush = async () => {
    if (part.length === 0) return;
    const bytes = await renderToBuffer(createElement(Document, { language: REPORT_LANGUAGE }, ...part) as Parameters<typeof renderToBuffer>[0]);
    part = [];
    const loaded = await PDFDocument.load(bytes);
    outline.push(...readOutline(loaded, joined.getPageCount()));
    for (const page of await joined.copyPages(loaded, loaded.getPageIndices())) joined.addPage(page);
  };
  for (const page of pages) {
    if (page.type === DrawnTablePage) {
      await flush();
      bold ??= await joined.embedFont(fontBytes("bold"), { subset: false });
      drawTablePage(joined, joined.addPage([A4.width, A4.height]), { regular, bold }, page.props as DrawnTable);
    } else {
      part.push(page);
      if (part.length === PAGES_PER_PART) await flush();
    }
  }
  await flush();
  stampPageNumbers(joined, regular);
  writeOutline(joined, outline);
  return joined;
}

function stampPageNumbers(pdf: PDFDocument, font: DrawFonts["regular"]): void {
  const colour = hexColour(COLOURS.muted);
  const total = pdf.getPageCount();
  pdf.getPages().forEach((page: PDFPage, index) => {
    const label = `Page ${index + 1} of ${total}`;
    const width = font.widthOfTextAtSize(label, FOOTER.fontSize);
    // pdf-lib measures from the bottom left and places the baseline; the footer's top is measured from the top.
    const baseline = page.getHeight() - FOOTER.top - BASELINE_BELOW_TOP * FOOTER.fontSize;
    page.drawText(label, { x: page.getWidth() - FOOTER.side - width, y: baseline, size: FOOTER.fontSize, font, color: colour });
  });
}
