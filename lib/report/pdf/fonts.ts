// The report's typeface, embedded in every PDF: Liberation Sans (Red Hat, GPL v2 with the font exception: a document
// that embeds it is not covered by the GPL; ./fonts/LICENSE), copied from Debian's fonts-liberation. A PDF's standard
// 14 fonts (react-pdf's default Helvetica) are not embedded, so a viewer substitutes its own and PDF/A and PDF/UA
// checks fail. Liberation Sans has Helvetica's advance widths, so the row measure (./measure.ts, Helvetica's AFM
// widths) and the drawn pages (./table-draw.ts) wrap text exactly as before.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { FONT } from "./styles";

const FILES: Record<keyof typeof FONT, string> = {
  regular: "LiberationSans-Regular.ttf",
  bold: "LiberationSans-Bold.ttf",
  italic: "LiberationSans-Italic.ttf",
};

/** Found from the server's working directory, as the rendering worker is (../render-pool.ts). */
export const fontFile = (face: keyof typeof FONT): string => path.join(process.cwd(), "lib", "report", "pdf", "fonts", FILES[face]);

let registered: Promise<void> | null = null;

/** Registers the faces with react-pdf once per thread; resolves once the fallback's faces are loaded. */
export function registerReportFonts(): Promise<void> {
  registered ??= register();
  return registered;
}

async function register(): Promise<void> {
  for (const face of Object.keys(FONT) as Array<keyof typeof FONT>) Font.register({ family: FONT[face], src: fontFile(face) });
  // For a character no face of the style has a glyph for (a line break "\n" in a cell among them) react-pdf falls
  // back to its family "Helvetica", which would put the standard, unembedded font in the file: that family is
  // pointed at the same faces.
  const families = Font.getRegisteredFonts() as Record<string, { sources: unknown[] } | undefined>;
  if (families.Helvetica) families.Helvetica.sources = [];
  Font.register({
    family: "Helvetica",
    fonts: [{ src: fontFile("regular") }, { src: fontFile("bold"), fontWeight: 700 }, { src: fontFile("italic"), fontStyle: "italic" }],
  });
  // react-pdf loads the families the styles name before a layout, never the fallback: it is loaded here.
  const store = Font as typeof Font & { load: (descriptor: { fontFamily: string; fontWeight?: number; fontStyle?: string }) => Promise<void> };
  await Promise.all([store.load({ fontFamily: "Helvetica" }), store.load({ fontFamily: "Helvetica", fontWeight: 700 }), store.load({ fontFamily: "Helvetica", fontStyle: "italic" })]);
}

/** The file's bytes, for pdf-lib's drawn pages and page numbers (read once per thread). */
const bytes = new Map<keyof typeof FONT, Buffer>();
export function fontBytes(face: keyof typeof FONT): Buffer {
  let read = bytes.get(face);
  if (!read) {
    read = readFileSync(fontFile(face));
    bytes.set(face, read);
  }
  return read;
}
