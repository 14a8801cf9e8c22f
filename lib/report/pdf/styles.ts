// The report's look: a sober credit-report page, A4, Liberation Sans (embedded: ./fonts.ts), one accent colour.
import { StyleSheet } from "@react-pdf/renderer";

/** The font families the styles name (./fonts.ts registers them): one face each, picked by name as Helvetica's were. */
export const FONT = { regular: "ReportSans", bold: "ReportSans-Bold", italic: "ReportSans-Italic" } as const;

export const COLOURS = {
  ink: "#1a1f2b",
  muted: "#5b6475",
  line: "#d5d9e0",
  band: "#f3f5f8",
  accent: "#1d4e89",
  danger: "#a3261b",
  warning: "#8a5a00",
  success: "#1f6b3a",
  series: ["#1d4e89", "#2f8f83", "#c7791a", "#7b4fa3", "#a3261b"],
} as const;

/** Where react-pdf puts a line's baseline below the line's top, in font sizes (read from its output with Liberation Sans). */
export const BASELINE_BELOW_TOP = 0.905;

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 54, bottom: 48, horizontal: 40 };
/** The page's printable area, in points: table pagination estimates rows against it. */
export const CONTENT_WIDTH = A4.width - 2 * MARGIN.horizontal;
export const CONTENT_HEIGHT = A4.height - MARGIN.top - MARGIN.bottom;
/** Body text's line height, which the footer inherits. */
const LINE_HEIGHT = 1.3;
/** Where the footer line sits (from the top of the page) and its size: render.ts stamps the page number on it. */
export const FOOTER = { top: A4.height - 34, side: MARGIN.horizontal, fontSize: 7.5, lineHeight: LINE_HEIGHT };
/** The running header's place and size, and its rule's width: react-pdf's pages and the drawn ones (table-draw.ts). */
export const RUNNING_HEADER = { top: 20, fontSize: 7.5, paddingBottom: 4, rule: 0.5 };
/** A section heading (h2), likewise shared with the drawn pages. */
export const SECTION_HEADING = { fontSize: 13, lineHeight: 1.25, marginTop: 4, marginBottom: 6 };
/** A table cell's padding and the rule under each row, likewise shared with the drawn pages and the row measure. */
export const CELL_PAD = { vertical: 2.5, horizontal: 3, rule: 0.5 };

export const styles = StyleSheet.create({
  page: { paddingTop: MARGIN.top, paddingBottom: MARGIN.bottom, paddingHorizontal: MARGIN.horizontal, fontFamily: FONT.regular, fontSize: 8.5, color: COLOURS.ink, lineHeight: LINE_HEIGHT },
  runningHeader: {
    position: "absolute", top: RUNNING_HEADER.top, left: MARGIN.horizontal, right: MARGIN.horizontal, flexDirection: "row", justifyContent: "space-between",
    borderBottomWidth: RUNNING_HEADER.rule, borderBottomColor: COLOURS.line, paddingBottom: RUNNING_HEADER.paddingBottom, fontSize: RUNNING_HEADER.fontSize, color: COLOURS.muted,
  },
  // Placed from the top: react-pdf drops an absolutely positioned block anchored to the bottom of a padded page.
  footer: {
    position: "absolute", top: FOOTER.top, left: FOOTER.side, right: FOOTER.side, flexDirection: "row", justifyContent: "space-between",
    fontSize: FOOTER.fontSize, color: COLOURS.muted,
  },
  // Headings set their own line height: an inherited one is in points of the body size and would overlap them.
  h1: { fontSize: 22, lineHeight: 1.25, fontFamily: FONT.bold, marginBottom: 6 },
  h2: { ...SECTION_HEADING, fontFamily: FONT.bold, color: COLOURS.accent },
  h3: { fontSize: 10, lineHeight: 1.25, fontFamily: FONT.bold, marginTop: 8, marginBottom: 4 },
  muted: { color: COLOURS.muted },
  note: { color: COLOURS.muted, fontFamily: FONT.italic, marginBottom: 6 },
  failed: { color: COLOURS.danger, fontFamily: FONT.bold, marginBottom: 6 },
  paragraph: { marginBottom: 4 },
  bold: { fontFamily: FONT.bold },
  factRow: { flexDirection: "row", paddingVertical: 2, borderBottomWidth: 0.5, borderBottomColor: COLOURS.band },
  factLabel: { width: 130, color: COLOURS.muted },
  factValue: { flex: 1 },
  table: { marginBottom: 8 },
  tableHeader: { flexDirection: "row", backgroundColor: COLOURS.accent, color: "#ffffff", fontFamily: FONT.bold },
  tableRow: { flexDirection: "row", borderBottomWidth: CELL_PAD.rule, borderBottomColor: COLOURS.line },
  tableRowBand: { backgroundColor: COLOURS.band },
  cell: { paddingVertical: CELL_PAD.vertical, paddingHorizontal: CELL_PAD.horizontal },
  numeric: { textAlign: "right" },
  section: { marginBottom: 10 },
});
