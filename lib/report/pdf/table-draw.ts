import "server-only";
// A table's continuation page drawn with pdf-lib rather than laid out by react-pdf: the running header, the section's
// "(continued)" heading, the table's header row and its rows, and the footer, where react-pdf puts them on the
// report's other pages (the same styles.ts figures), in the same embedded Liberation Sans (./fonts.ts). Laying out each cell's text
// was most of a large company's report (react-pdf measures every cell with yoga and lays out its lines, hundreds of
// rows of 5–8 cells); here each cell is printed on the lines ./measure.ts wrapped it to when the rows were split
// into pages, so a row is as tall as it was measured to be and always fits the page.
import { PDFString, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import type { PlacedRun } from "./measure";
import { wrapRuns } from "./measure";
import { footerText, RUNNING_HEADER_RIGHT } from "./page";
import { A4, BASELINE_BELOW_TOP, CELL_PAD, COLOURS, CONTENT_WIDTH, FOOTER, MARGIN, RUNNING_HEADER, SECTION_HEADING } from "./styles";
import { cellRuns, columnWidths, FONT_SIZE, LINE_HEIGHT, LINE_SLACK, type DrawnTable } from "./table";
import { pdfText } from "./text";

export interface DrawFonts { regular: PDFFont; bold: PDFFont }

/** The running header's rule sits under its one line and its padding. */
const HEADER_RULE_TOP = RUNNING_HEADER.top + LINE_HEIGHT + RUNNING_HEADER.paddingBottom;
const HEADING_LINE_HEIGHT = SECTION_HEADING.fontSize * SECTION_HEADING.lineHeight;

export function drawTablePage(doc: PDFDocument, page: PDFPage, fonts: DrawFonts, table: DrawnTable): void {
  const draw = new Drawer(doc, page, fonts);
  const right = A4.width - MARGIN.horizontal;

  const { top: headerTop, fontSize: headerSize } = RUNNING_HEADER;
  draw.text(pdfText(table.context.title), MARGIN.horizontal, headerTop, headerSize, COLOURS.muted);
  draw.text(RUNNING_HEADER_RIGHT, right - fonts.regular.widthOfTextAtSize(RUNNING_HEADER_RIGHT, headerSize), headerTop, headerSize, COLOURS.muted);
  draw.rect(MARGIN.horizontal, HEADER_RULE_TOP, CONTENT_WIDTH, RUNNING_HEADER.rule, COLOURS.line);

  const headingTop = MARGIN.top + SECTION_HEADING.marginTop;
  draw.text(pdfText(table.title), MARGIN.horizontal, headingTop, SECTION_HEADING.fontSize, COLOURS.accent, true);

  const widths = columnWidths(table.columns);
  const lefts = widths.map((_, index) => MARGIN.horizontal + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const box = (index: number) => widths[index] - 2 * CELL_PAD.horizontal;
  let top = headingTop + HEADING_LINE_HEIGHT + SECTION_HEADING.marginBottom;

  const header = table.columns.map((column, index) => wrapRuns([{ text: pdfText(column.header), bold: true }], box(index), FONT_SIZE, LINE_SLACK));
  const headerHeight = Math.max(...header.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PAD.vertical;
  draw.rect(MARGIN.horizontal, top, CONTENT_WIDTH, headerHeight, COLOURS.accent);
  header.forEach((lines, index) => {
    draw.cell(lines, lefts[index], box(index), top, table.columns[index].numeric, "#ffffff");
  });
  top += headerHeight;

  table.rows.forEach((row, rowIndex) => {
    const cells = table.columns.map((column, index) => wrapRuns(cellRuns(column, row), box(index), FONT_SIZE, LINE_SLACK));
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * CELL_PAD.vertical + CELL_PAD.rule;
    if (rowIndex % 2) draw.rect(MARGIN.horizontal, top, CONTENT_WIDTH, height, COLOURS.band);
    draw.rect(MARGIN.horizontal, top + height - CELL_PAD.rule, CONTENT_WIDTH, CELL_PAD.rule, COLOURS.line);
    cells.forEach((lines, index) => {
      draw.cell(lines, lefts[index], box(index), top, table.columns[index].numeric, COLOURS.ink);
    });
    top += height;
  });

  draw.text(footerText(table.context.generatedAt), FOOTER.side, FOOTER.top, FOOTER.fontSize, COLOURS.muted);
  draw.finish();
}

/**
 * Drawing in react-pdf's terms (points from the page's top, a line's top rather than its baseline), written as one
 * content stream per page: pdf-lib's drawText makes a dozen operator objects per call (graphics state, colour,
 * matrix), which were most of a drawn page's cost across thousands of cells.
 */
/**
 * The text as the font's glyph codes, kept per font: an embedded font encodes by laying the text out with fontkit,
 * and a large company's drawn pages repeat the same words (roles, statuses, dates) thousands of times.
 */
const encodings = new WeakMap<PDFFont, Map<string, string>>();
function encoded(font: PDFFont, text: string): string {
  let known = encodings.get(font);
  if (!known) {
    known = new Map();
    encodings.set(font, known);
  }
  let codes = known.get(text);
  if (codes === undefined) {
    codes = font.encodeText(text).toString();
    known.set(text, codes);
  }
  return codes;
}

class Drawer {
  private readonly ops: string[] = [];
  private readonly fontNames: { regular: string; bold: string };

  constructor(private readonly doc: PDFDocument, private readonly page: PDFPage, private readonly fonts: DrawFonts) {
    this.fontNames = {
      regular: page.node.newFontDictionary(fonts.regular.name, fonts.regular.ref).toString(),
      bold: page.node.newFontDictionary(fonts.bold.name, fonts.bold.ref).toString(),
    };
  }

  text(text: string, x: number, lineTop: number, size: number, colour: string, bold = false): void {
    if (!text) return;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    this.ops.push(`BT ${bold ? this.fontNames.bold : this.fontNames.regular} ${n(size)} Tf ${fill(colour)} ${n(x)} ${n(A4.height - lineTop - BASELINE_BELOW_TOP * size)} Td ${encoded(font, text)} Tj ET`);
  }

  rect(x: number, top: number, width: number, height: number, colour: string): void {
    this.ops.push(`${fill(colour)} ${n(x)} ${n(A4.height - top - height)} ${n(width)} ${n(height)} re f`);
  }

  /** A cell's wrapped lines, inside its padding; numeric columns right-aligned, links in the accent colour. */
  cell(lines: PlacedRun[][], left: number, box: number, rowTop: number, numeric: boolean | undefined, colour: string): void {
    lines.forEach((line, index) => {
      const lineTop = rowTop + CELL_PAD.vertical + index * LINE_HEIGHT;
      const end = line.at(-1);
      const shift = numeric && end ? box - (end.x + end.width) : 0;
      for (const run of line) {
        const x = left + CELL_PAD.horizontal + shift + run.x;
        this.text(run.text, x, lineTop, FONT_SIZE, run.link ? COLOURS.accent : colour, run.bold);
        if (run.link) this.link(run.link, x, lineTop, run.width);
      }
    });
  }

  /** The page's content, compressed, after what the page already has (nothing, for a new page). */
  finish(): void {
    this.page.node.addContentStream(this.doc.context.register(this.doc.context.flateStream(this.ops.join("\n"))));
  }

  /** A link annotation over the run, as react-pdf writes one for its Link: no border. */
  private link(url: string, x: number, lineTop: number, width: number): void {
    const bottom = A4.height - lineTop - LINE_HEIGHT;
    const annotation = this.doc.context.register(this.doc.context.obj({
      Type: "Annot", Subtype: "Link", Rect: [x, bottom, x + width, bottom + LINE_HEIGHT], Border: [0, 0, 0], F: 4,
      // A literal string's backslashes and parentheses escaped (pdf-lib writes the value as given).
      A: { Type: "Action", S: "URI", URI: PDFString.of(url.replace(/[\\()]/g, "\\$&")) },
    }));
    this.page.node.addAnnot(annotation);
  }
}

/** A number as a content stream writes it: at most three decimals, no exponent. */
const n = (value: number) => String(Math.round(value * 1000) / 1000);

const fills = new Map<string, string>();
/** The operator that sets a "#rrggbb" fill colour. */
function fill(hex: string): string {
  let op = fills.get(hex);
  if (!op) {
    const { red, green, blue } = hexColour(hex);
    op = `${n(red)} ${n(green)} ${n(blue)} rg`;
    fills.set(hex, op);
  }
  return op;
}

/** A "#rrggbb" colour (styles.ts) as pdf-lib's. */
export function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
