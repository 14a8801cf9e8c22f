// The summary's screening result: the sentence of when, against which list version and whom the company was
// screened with its findings (../screening-words, as the Screening appendix and the workbook say it), then the
// first matches, highest score first, each with its review. The Screening appendix prints every match.
import { Text, View } from "@react-pdf/renderer";
import { screeningIntro, screeningRows } from "../screening-words";
import type { Report } from "../model";
import { styles } from "./styles";
import { MarkedView } from "./section";
import { pdfText } from "./text";

/** Matches the summary names; the rest are counted. */
export const SUMMARY_MATCHES = 5;

export function ScreeningBrief({ report }: { report: Report }) {
  const { data, status, note } = report.screening;
  const rows = [...screeningRows(data)].sort((a, b) => b.score - a.score);
  const shown = rows.slice(0, SUMMARY_MATCHES);
  return (
    <MarkedView bookmark="Screening result">
      <Text style={styles.h3} minPresenceAhead={40}>Screening result</Text>
      {status !== "ok" && <Text style={status === "failed" ? styles.failed : styles.note}>{pdfText(note)}</Text>}
      {data.subjects.length > 0 && <Text style={styles.paragraph}>{pdfText(screeningIntro(data))}</Text>}
      {shown.map((row) => (
        <View key={`${row.subject}-${row.entityId}`} style={{ marginBottom: 3 }} wrap={false}>
          <Text><Text style={styles.bold}>{pdfText(`${row.subject} (${row.role})`)}</Text>{pdfText(` matches ${row.caption}, ${row.listedFor}, score ${row.score.toFixed(2)}`)}</Text>
          <Text style={styles.muted}>{pdfText(row.review)}</Text>
        </View>
      ))}
      {rows.length > shown.length && <Text style={styles.note}>{rows.length - shown.length} more matches in the Screening appendix and the workbook.</Text>}
    </MarkedView>
  );
}
