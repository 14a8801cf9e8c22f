// The source of the accounts' figures in the PDF: a line naming the filing (lib/financials/accounts-source, carried
// by the report model) with a link to its document on the dashboard, and the page listing every year's source
// after the accounts tables.
import { Link, Text, View } from "@react-pdf/renderer";
import type { Report, ReportAccountsSource } from "../model";
import { ReportPage, type PageContext } from "./page";
import { ReportSection } from "./section";
import { COLOURS, styles } from "./styles";
import { date, pdfText } from "./text";

export const SOURCES_TITLE = "Where the accounts figures come from";

export function SourceLine({ source, label = "Source" }: { source: ReportAccountsSource | null | undefined; label?: string }) {
  if (!source) return null;
  return (
    <Text style={styles.muted}>
      {pdfText(`${label}: ${source.sentence}.`)}
      {source.documentUrl && (
        <>
          {" "}
          <Link src={source.documentUrl} style={{ color: COLOURS.accent }}>Open the filed accounts</Link>
        </>
      )}
    </Text>
  );
}

/** Every year's source, newest first, under the accounts and ratio tables. */
export function AccountsSourcesPage({ report, context }: { report: Report; context: PageContext }) {
  const years = [...report.financials.data.years].reverse().filter((year) => year.source);
  if (years.length === 0) return null;
  return (
    <ReportPage context={context}>
      <ReportSection title={SOURCES_TITLE} status="ok" note={null}>
        <Text style={[styles.paragraph, styles.muted]}>
          Each year&apos;s figures were read from the accounts filing made up to its year end (the latest, where accounts were amended).
        </Text>
        {years.map((year) => (
          <View key={year.yearEnd} wrap={false} style={{ marginBottom: 3 }}>
            <Text style={styles.bold}>Year ended {date(year.yearEnd)}</Text>
            <SourceLine source={year.source} />
          </View>
        ))}
      </ReportSection>
    </ReportPage>
  );
}
