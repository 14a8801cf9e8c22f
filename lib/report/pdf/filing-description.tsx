// A filing's description in the PDF: Companies House's words with the template's bold parts in bold (never the
// template's ** markers), cut at the cell's length like other long text, and a link to the filed document.
import { Link, Text } from "@react-pdf/renderer";
import type { Report } from "../model";
import type { Run } from "./measure";
import { COLOURS, styles } from "./styles";
import { pdfText } from "./text";

type FilingRow = Report["filings"]["data"]["rows"][number];

export const DOCUMENT_LINK_TEXT = "Filed document";

/** The plain text of the cell (for measuring the row), as `filingDescription` prints it. */
export function filingDescriptionText(row: FilingRow, max: number): string {
  const text = clipped(row, max).map((part) => part.text).join("");
  return row.documentUrl ? `${text} ${DOCUMENT_LINK_TEXT}` : text;
}

/** The cell as styled runs, for pages drawn without react-pdf: the same words, bold parts and link. */
export function filingDescriptionRuns(row: FilingRow, max: number): Run[] {
  const runs: Run[] = clipped(row, max).map((part) => ({ text: pdfText(part.text), ...(part.bold ? { bold: true } : {}) }));
  if (row.documentUrl) runs.push({ text: " " }, { text: DOCUMENT_LINK_TEXT, link: row.documentUrl });
  return runs;
}

export function filingDescription(row: FilingRow, max: number) {
  return (
    <>
      {clipped(row, max).map((part, index) => (
        <Text key={index} style={part.bold ? styles.bold : {}}>{pdfText(part.text)}</Text>
      ))}
      {row.documentUrl && (
        <>
          {" "}
          <Link src={row.documentUrl} style={{ color: COLOURS.accent }}>{DOCUMENT_LINK_TEXT}</Link>
        </>
      )}
    </>
  );
}

/** The parts up to `max` characters in all, the last one cut with an ellipsis. */
function clipped(row: FilingRow, max: number): Array<{ text: string; bold?: true }> {
  const parts = row.parts ?? [{ text: row.description }];
  const out: Array<{ text: string; bold?: true }> = [];
  let room = max;
  for (const part of parts) {
    if (room <= 0) break;
    if (part.text.length > room) {
      out.push({ ...part, text: `${part.text.slice(0, room - 1)}…` });
      break;
    }
    out.push(part);
    room -= part.text.length;
  }
  return out;
}
