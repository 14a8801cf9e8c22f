// One page (or run of pages) of the report body, with the running header (company name and number) and the
// footer (generation date; render.ts adds the page number) that every page after the cover carries.
import { Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { styles } from "./styles";
import { date, pdfText } from "./text";

export interface PageContext {
  /** "NAME (number)", for the running header. */
  title: string;
  generatedAt: string;
}

export function ReportPage({ context, children }: { context: PageContext; children: ReactNode }) {
  return (
    <Page size="A4" style={styles.page}>
      <View style={styles.runningHeader} fixed>
        <Text>{pdfText(context.title)}</Text>
        <Text>Company due diligence report</Text>
      </View>
      {children}
      <Footer generatedAt={context.generatedAt} />
    </Page>
  );
}

export function Footer({ generatedAt }: { generatedAt: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>Generated {date(generatedAt)} · Confidential: for credit and due diligence use</Text>
      {/* "Page N of M" goes on the right, stamped by render.ts once every part of the report is joined. */}
    </View>
  );
}
