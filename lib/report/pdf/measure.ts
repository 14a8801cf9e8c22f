// How many lines a cell's text takes in the report's Helvetica, from the font's own metrics (the AFM widths that
// react-pdf lays the text out with), so that a table page can be filled to what truly fits on it. Kerning is left
// out: it only narrows text in Helvetica, so leaving it out errs towards more lines, never fewer.
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

/**
 * Lines `text` wraps to in a box `width` points wide at `size` points: each "\n" starts a line, words wrap at spaces
 * (no hyphenation: render.ts turns it off), and a word wider than the box takes as many lines as it spans.
 */
export function lineCount(text: string, width: number, size: number, bold = false): number {
  const widths = bold ? BOLD : REGULAR;
  const room = (width * 1000) / size;
  const space = widths(" ");
  let lines = 0;
  for (const paragraph of text.split("\n")) {
    let used = 0;
    let count = 1;
    for (const word of paragraph.split(" ")) {
      const measured = wordWidth(word, widths);
      if (used === 0) {
        count += Math.max(0, Math.ceil(measured / room) - 1);
        used = measured > room ? measured % room : measured;
      } else if (used + space + measured <= room) {
        used += space + measured;
      } else {
        count += Math.max(1, Math.ceil(measured / room));
        used = measured > room ? measured % room : measured;
      }
    }
    lines += count;
  }
  return lines;
}
