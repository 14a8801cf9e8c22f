// An edge label of the ownership drawing as a box of known size: its words wrapped into lines no wider than
// MAX_LINE_WIDTH, measured in the font both the screen and the SVG export draw it in. ELK is given these sizes and
// places each box clear of every other box and node; the drawing then puts each label at its box, so labels never
// overlap however many links share two parties.
import { RELATION_WORDS } from "./ownership-edge-rows";
import type { OwnershipEdge } from "./ownership-graph";

export const LABEL_FONT_SIZE = 11;
export const LABEL_LINE_HEIGHT = 14;
export const LABEL_FONT_FAMILY = "Arial, Helvetica, sans-serif";
export const LABEL_PADDING = 4;
const MAX_LINE_WIDTH = 190;

/** The width a line of label text takes when drawn. */
export type MeasureText = (text: string) => number;

/**
 * Without a browser (unit tests, the server) there is nothing to measure with: an estimate that errs wide, so a box
 * is never smaller than its words (0.62 em a character is wider than Arial's and DejaVu Sans's averages).
 */
export const estimateTextWidth: MeasureText = (text) => text.length * LABEL_FONT_SIZE * 0.62;

/** The browser's own measure of the label font, so the boxes fit the words exactly as the screen draws them. */
export function canvasTextWidth(): MeasureText {
  const context = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  if (!context) return estimateTextWidth;
  context.font = `${LABEL_FONT_SIZE}px ${LABEL_FONT_FAMILY}`;
  // Rounded up, with a pixel to spare for the text's own overhang.
  return (text) => Math.ceil(context.measureText(text).width) + 1;
}

export interface LabelBox {
  lines: string[];
  width: number;
  height: number;
}

/** What the link is, in the words the table gives it: the relation's own label, and when it ended. */
export const edgeLabelText = (edge: OwnershipEdge) => `${edge.label}${edge.ceased ? ` (ceased ${edge.ceased})` : ""}`;

/** The words in lines (greedy, at spaces; a word longer than a line gets a line of its own) and the box they need. */
export function labelBox(text: string, measure: MeasureText): LabelBox {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= MAX_LINE_WIDTH) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const width = Math.max(0, ...lines.map(measure));
  return { lines, width: Math.ceil(width) + LABEL_PADDING * 2, height: lines.length * LABEL_LINE_HEIGHT + LABEL_PADDING * 2 };
}

/** Said of a link to assistive technology and in the SVG's tooltip: the relation as well as the label. */
export const edgeDescription = (edge: OwnershipEdge) => `${RELATION_WORDS[edge.relation]}: ${edgeLabelText(edge)}`;
