// One page (or run of pages) of the report body, with the running header (company name and number) and the
// footer (generation date; render.ts adds the page number) that every page after the cover carries.
import { Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { A4, styles } from "./styles";
import { date, pdfText } from "./text";

export interface PageContext {
  /** "NAME (number)", for the running header. */
  title: string;
  generatedAt: string;
  /** In a summarised appendix, the rows a table prints (../pdf-contents SUMMARY_ROWS); absent: every row. */
  rowLimit?: number;
}

/**
 * `breaks`: whether content too long for the page flows onto another (react-pdf then lays the page out twice, to
 * find where to break). Only a page whose content is measured to fit (a table's continuation) sets it false.
 */
/** The running header's right-hand words, and the footer's sentence: drawn pages (./table-draw.ts) print the same. */
export const RUNNING_HEADER_RIGHT = "Company due diligence report";
export const footerText = (generatedAt: string) => `Generated ${date(generatedAt)} · Confidential: for credit and due diligence use`;

export function ReportPage({ context, breaks = true, children }: { context: PageContext; breaks?: boolean; children: ReactNode }) {
  return (
    // A page that does not break is only as tall as its content to react-pdf, which then leaves out the footer
    // placed below it: its minimum height is the sheet's.
    <Page size="A4" style={breaks ? styles.page : [styles.page, { minHeight: A4.height }]} wrap={breaks}>
      <View style={styles.runningHeader} fixed>
        <Text>{pdfText(context.title)}</Text>
        <Text>{RUNNING_HEADER_RIGHT}</Text>
      </View>
      {children}
      <Footer generatedAt={context.generatedAt} />
    </Page>
  );
}

export function Footer({ generatedAt }: { generatedAt: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{footerText(generatedAt)}</Text>
      {/* "Page N of M" goes on the right, stamped by render.ts once every part of the report is joined. */}
    </View>
  );
}
