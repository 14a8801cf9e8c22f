// The one-page summary: the credit assessment and the decision first, then risk flags (the company page's own derivation) and the latest year's key figures.
import { Text, View } from "@react-pdf/renderer";
import { SECTION_TITLES, type Report, type ReportSectionId } from "../model";
import { AssessmentLead } from "./assessment";
import { ReportSection } from "./section";
import { SourceLine } from "./sources";
import { COLOURS, styles } from "./styles";
import { change, date, integer, or, pdfText, sterling } from "./text";
import { RISK_LEVEL_LABELS, type RiskLevel } from "@/lib/company/risk-flags";

const LEVEL_COLOURS: Record<RiskLevel, string> = { high: COLOURS.danger, medium: COLOURS.warning, info: COLOURS.muted };

export function Summary({ report }: { report: Report }) {
  const { data, status, note } = report.summary;
  const company = report.company.data;
  return (
    <ReportSection title="Summary" status={status} note={note}>
      <AssessmentLead report={report} />
      <Text style={styles.paragraph}>
        {pdfText(company.name)} ({pdfText(company.number)}), {or(company.type, "company type not recorded")}, status {or(company.status, "not recorded")},
        incorporated {date(company.incorporated)}. Accounts made up to {date(company.accountsMadeUp)}; next due {date(company.accountsDue)}{company.accountsOverdue ? " (overdue)" : ""}.
      </Text>
      <Text style={styles.h3}>Risk flags</Text>
      {data.risks.length === 0 ? (
        <Text style={styles.note}>No risk flags raised from the company&apos;s record.</Text>
      ) : data.risks.map((risk) => (
        <View key={risk.id} wrap={false} style={{ flexDirection: "row", marginBottom: 4 }}>
          <Text style={{ width: 72, fontFamily: "Helvetica-Bold", color: LEVEL_COLOURS[risk.severity] }}>
            {RISK_LEVEL_LABELS[risk.severity].toUpperCase()}
          </Text>
          <View style={{ flex: 1 }}>
            <Text style={styles.bold}>{pdfText(risk.title)}</Text>
            <Text style={styles.muted}>{pdfText(risk.detail)}</Text>
          </View>
        </View>
      ))}
      <Text style={styles.h3}>Key figures</Text>
      {data.keyFigures.length === 0 ? (
        <Text style={styles.note}>No accounts filed, so there are no key figures.</Text>
      ) : (
        <View>
          <Text style={[styles.muted, { marginBottom: 4 }]}>
            Year ended {date(data.yearEnd)}{data.previousYearEnd ? `, compared with ${date(data.previousYearEnd)}` : ""}
          </Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
            {data.keyFigures.map((figure) => (
              <View key={figure.field} style={{ width: "33%", padding: 6, borderWidth: 0.5, borderColor: COLOURS.line, backgroundColor: COLOURS.band }}>
                <Text style={styles.muted}>{figure.label}</Text>
                <Text style={{ fontSize: 13, lineHeight: 1.25, fontFamily: "Helvetica-Bold" }}>{figure.kind === "money" ? sterling(figure.value) : integer(figure.value)}</Text>
                <Text style={styles.muted}>{figure.changeNotMeaningful ? pdfText(`n/m: ${figure.changeNotMeaningful}`)
                  : figure.change == null ? "no change figure" : `${change(figure.change)} on the year`}</Text>
              </View>
            ))}
          </View>
          <View style={{ marginTop: 4 }}>
            <SourceLine source={data.source} />
            <SourceLine source={data.previousSource} label="Compared with" />
          </View>
        </View>
      )}
      <Text style={styles.h3}>Sections of this report</Text>
      {(Object.keys(SECTION_TITLES) as ReportSectionId[]).filter((id) => id !== "summary").map((id) => (
        <View key={id} style={{ flexDirection: "row", marginBottom: 1.5 }} wrap={false}>
          <Text style={{ width: 150 }}>{SECTION_TITLES[id]}</Text>
          <Text style={[{ flex: 1 }, report[id].status === "failed" ? { color: COLOURS.danger } : styles.muted]}>
            {pdfText(report[id].note ?? "Included")}
          </Text>
        </View>
      ))}
    </ReportSection>
  );
}
