// Text for the PDF. The report's font is Liberation Sans (./fonts.ts), with Helvetica's widths: the row measure
// reads Helvetica's WinAnsi metrics, so characters outside WinAnsi are mapped to a readable equivalent here rather
// than measured as unknown. The screens' formatters are reused, so figures read exactly as on screen.
import { formatDate } from "@/lib/format/dates";
import { formatSterling, formatSterlingFull, MISSING } from "@/lib/format/money";
import { formatChange, formatInteger, formatPercent, formatRatio } from "@/lib/format/numbers";

const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const REPLACEMENTS: Record<string, string> = { "\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2032": "'", "\u2033": '"', "\u00a0": " " };

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char);
}

/** Any text as Helvetica can print it; control characters become spaces. */
export function pdfText(value: string | null | undefined): string {
  if (value == null) return "";
  let out = "";
  for (const char of value) {
    if (encodable(char)) out += char;
    else if (REPLACEMENTS[char]) out += REPLACEMENTS[char];
    else if (/[\s\p{Cc}]/u.test(char)) out += char === "\n" ? "\n" : " ";
    else {
      const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain && [...plain].every(encodable) ? plain : "?";
    }
  }
  return out;
}

export const or = (value: string | null | undefined, fallback = MISSING) => pdfText(value?.trim() ? value : fallback);
export const date = (value: string | null | undefined) => pdfText(formatDate(value));
export const sterling = (value: number | null | undefined) => pdfText(formatSterling(value));
export const sterlingFull = (value: number | null | undefined) => pdfText(formatSterlingFull(value));
export const integer = (value: number | null | undefined) => pdfText(formatInteger(value));
export const percent = (value: number | null | undefined) => pdfText(formatPercent(value));
export const ratio = (value: number | null | undefined) => pdfText(formatRatio(value));
export const change = (value: number | null | undefined) => pdfText(formatChange(value));
export const days = (value: number | null | undefined) => (value == null ? MISSING : `${integer(value)} days`);
