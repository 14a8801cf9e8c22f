// How many lines a cell's text takes in the report's font, from Helvetica's AFM widths (Liberation Sans, the font
// react-pdf lays the text out with (./fonts.ts), has the same advance widths), so that a table page can be filled
// to what truly fits on it. Kerning is left out: it only narrows text in Helvetica, so leaving it out errs towards more lines, never fewer.
import { StandardFontEmbedder, StandardFonts } from "pdf-lib";

type Widths = (char: string) => number;

type FontName = Parameters<typeof StandardFontEmbedder.for>[0];

function glyphWidths(font: StandardFonts): Widths {
  // pdf-lib's StandardFonts and its fonts package's names are the same strings under two enum types.
  const embedder = StandardFontEmbedder.for(font as unknown as FontName);
  const known = new Map<string, number>();
  return (char) => {
    let width = known.get(char);
    if (width === undefined) {
      // A character Helvetica cannot encode is printed as a replacement (text.ts); the widest glyph is assumed.
      try {
        width = embedder.widthOfTextAtSize(char, 1000);
      } catch {
        width = 1000;
      }
      known.set(char, width);
    }
    return width;
  };
}

const REGULAR = glyphWidths(StandardFonts.Helvetica);
const BOLD = glyphWidths(StandardFonts.HelveticaBold);

function wordWidth(word: string, widths: Widths): number {
  let total = 0;
  for (const char of word) total += widths(char);
  return total;
}

/** A piece of a cell's text in one style: bold, or a link to `link`. */
export interface Run { text: string; bold?: boolean; link?: string }

/** A piece of a wrapped line: its text and style, and where it starts and how wide it is, in points. */
export interface PlacedRun extends Run { x: number; width: number }

/**
 * The lines `runs` wrap to in a box `width` points wide at `size` points: each "\n" starts a line, words wrap at
 * spaces (no hyphenation: render.ts turns it off), and a word wider than the box is cut where the line is full.
 * The PDF's tables are both measured and drawn with it (./table-draw.ts), so a row is drawn on exactly the lines
 * it was measured to take. `slack`: points a line may run past the box (into the cell's padding).
 */
export function wrapRuns(runs: readonly Run[], width: number, size: number, slack = 0): PlacedRun[][] {
  const room = ((width + slack) * 1000) / size;
  const scale = size / 1000;
  const lines: PlacedRun[][] = [[]];
  // In thousandths of the font size until placed.
  let used = 0;
  const place = (text: string, run: Run, measured: number) => {
    const line = lines[lines.length - 1];
    const last = line.at(-1);
    if (last && last.bold === run.bold && last.link === run.link) {
      last.text += text;
      last.width += measured * scale;
    } else {
      line.push({ text, ...(run.bold ? { bold: true } : {}), ...(run.link ? { link: run.link } : {}), x: used * scale, width: measured * scale });
    }
    used += measured;
  };
  const newLine = () => {
    lines.push([]);
    used = 0;
  };
  for (const run of runs) {
    const widths = run.bold ? BOLD : REGULAR;
    const space = widths(" ");
    run.text.split("\n").forEach((paragraph, index) => {
      if (index > 0) newLine();
      paragraph.split(" ").forEach((word, wordIndex) => {
        // A run's first word continues the previous run's last (as "(**bold**)" does) unless a space separates them.
        const spaced = wordIndex > 0;
        if (word === "") {
          // Two spaces in a row, or a space at the end of a run: kept where the line has room, as react-pdf does.
          if (spaced && used > 0 && used + space <= room) place(" ", run, space);
          return;
        }
        const measured = wordWidth(word, widths);
        const gap = spaced && used > 0 ? space : 0;
        if (used + gap + measured <= room) {
          if (gap) place(" ", run, gap);
          place(word, run, measured);
        } else {
          if (used > 0) newLine();
          // A word wider than a whole line is cut where each line is full.
          for (const char of word) {
            const charWidth = widths(char);
            if (used + charWidth > room && used > 0) newLine();
            place(char, run, charWidth);
          }
        }
      });
    });
  }
  return lines;
}

/** Lines `text` wraps to in a box `width` points wide at `size` points (see `wrapRuns`). */
export function lineCount(text: string, width: number, size: number, bold = false, slack = 0): number {
  return wrapRuns([{ text, bold }], width, size, slack).length;
}

/** The width of `text` at `size` points. */
export function textWidth(text: string, size: number, bold = false): number {
  return (wordWidth(text, bold ? BOLD : REGULAR) * size) / 1000;
}
