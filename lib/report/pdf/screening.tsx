// Screening in the PDF: the sentence saying when, against which list version and whom the company was screened,
// then one row per match: the subject, the listed entity, the score and what it rests on, and the review.
import { Text } from "@react-pdf/renderer";
import { SECTION_TITLES, type Report } from "../model";
import { screeningIntro, screeningRows, type ScreeningRow } from "../screening-words";
import type { PageContext } from "./page";
import { styles } from "./styles";
import { MAX_CELL, TablePages, type Column } from "./table";
import { pdfText } from "./text";

// A row must fit on a page: long explanations are cut here, the workbook and the JSON keep them whole.
const cut = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

const COLUMNS: Array<Column<ScreeningRow>> = [
  { header: "Subject", width: 1.6, cell: (row) => `${row.subject}\n${row.role}` },
  { header: "Listed entity", width: 1.9, cell: (row) => `${row.caption}\n${row.entityId} on ${row.lists || "a list"}\n${row.listedFor}` },
  { header: "Score", width: 0.6, numeric: true, cell: (row) => row.score.toFixed(2) },
  { header: "What the score rests on", width: 2.6, cell: (row) => cut(row.features) },
  { header: "Review", width: 2.3, cell: (row) => cut(row.earlier ? `${row.review}\nEarlier: ${row.earlier}` : row.review) },
];

export function Screening({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.screening;
  return (
    <TablePages
      context={context} title={SECTION_TITLES.screening} status={status} note={note} columns={COLUMNS} rows={screeningRows(data)}
      introHeight={data.subjects.length ? 44 : 0}
      intro={data.subjects.length > 0 && <Text style={styles.paragraph}>{pdfText(screeningIntro(data))}</Text>}
    />
  );
}
