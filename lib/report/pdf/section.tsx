// A report section's heading and, when its data is missing or its lookup failed, the sentence that says so.
import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { SectionStatus } from "../model";
import { styles } from "./styles";
import { pdfText } from "./text";

export function ReportSection({ title, status, note, children }: {
  title: string;
  status: SectionStatus;
  note: string | null;
  children?: ReactNode;
}) {
  return (
    <View style={styles.section}>
      <Text style={styles.h2} minPresenceAhead={40}>{pdfText(title)}</Text>
      {note && <Text style={status === "failed" ? styles.failed : styles.note}>{pdfText(note)}</Text>}
      {children}
    </View>
  );
}
