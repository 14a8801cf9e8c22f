// A report section's heading and, when its data is missing or its lookup failed, the sentence that says so.
import { Text, View } from "@react-pdf/renderer";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import type { SectionStatus } from "../model";
import { styles } from "./styles";
import { pdfText } from "./text";

/**
 * A View that is an entry of the PDF's outline, nested under the entry of the View it is in. react-pdf writes a
 * bookmark for any element that has one (its renderer's addNodeBookmark); its typings give the prop to Page only.
 */
export const MarkedView = View as ComponentType<ComponentProps<typeof View> & { bookmark: string }>;

export function ReportSection({ title, status, note, bookmark, children }: {
  title: string;
  status: SectionStatus;
  note: string | null;
  /** The PDF outline's entry (./outline.ts): the title unless given. */
  bookmark?: string;
  children?: ReactNode;
}) {
  return (
    <MarkedView style={styles.section} bookmark={bookmark ?? pdfText(title)}>
      <Text style={styles.h2} minPresenceAhead={40}>{pdfText(title)}</Text>
      {note && <Text style={status === "failed" ? styles.failed : styles.note}>{pdfText(note)}</Text>}
      {children}
    </MarkedView>
  );
}
