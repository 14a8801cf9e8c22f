// The summary an analyst files, at most four pages for any company: who the company is and how the report was made,
// the credit assessment and the decision in force first, then risk flags (the company page's own derivation), the
// latest year's key figures with their sources, ownership in one bounded drawing, the screening result, and which
// appendices follow. Each part is a bookmark under "Summary" in the PDF's outline.
import { Text, View } from "@react-pdf/renderer";
import { SECTION_TITLES, type Report } from "../model";
import { APPENDICES, type PdfContents } from "../pdf-contents";
import { AssessmentLead } from "./assessment";
import { Facts } from "./facts";
import { OwnershipBrief } from "./ownership-brief";
import { ScreeningBrief } from "./screening-brief";
import { MarkedView, ReportSection } from "./section";
import { SourceLine } from "./sources";
import { COLOURS, FONT, styles } from "./styles";
import { change, date, integer, or, pdfText, sterling } from "./text";
import { RISK_LEVEL_LABELS, type RiskLevel } from "@/lib/company/risk-flags";

const LEVEL_COLOURS: Record<RiskLevel, string> = { high: COLOURS.danger, medium: COLOURS.warning, info: COLOURS.muted };

export function Summary({ report, contents }: { report: Report; contents: PdfContents }) {
  const { data, status, note } = report.summary;
  const company = report.company.data;
  const generated = new Date(report.generatedAt);
  return (
    <ReportSection title={`Summary: ${company.name}`} bookmark="Summary" status={status} note={note}>
      <MarkedView bookmark="Company">
        <Text style={styles.paragraph}>
          {pdfText(company.name)} ({pdfText(company.number)}), {or(company.type, "company type not recorded")}, status {or(company.status, "not recorded")},
          incorporated {date(company.incorporated)}. Accounts made up to {date(company.accountsMadeUp)}; next due {date(company.accountsDue)}{company.accountsOverdue ? " (overdue)" : ""}.
        </Text>
        <Facts items={[
          ["Registered address", or(company.registeredAddress)],
          ["Generated", `${date(report.generatedAt)} at ${generated.toISOString().slice(11, 16)} UTC by ${report.generatedBy ?? "no one signed in"}`],
          ["Data source", `${report.source} (report schema version ${report.schemaVersion})`],
        ]} />
        {report.company.note && <Text style={report.company.status === "failed" ? styles.failed : styles.note}>{pdfText(report.company.note)}</Text>}
      </MarkedView>
      <MarkedView bookmark="Credit assessment and decision"><AssessmentLead report={report} /></MarkedView>
      <MarkedView bookmark="Risk flags">
      <Text style={styles.h3} minPresenceAhead={30}>Risk flags</Text>
      {data.risks.length === 0 ? (
        <Text style={styles.note}>No risk flags raised from the company&apos;s record.</Text>
      ) : data.risks.map((risk) => (
        <View key={risk.id} wrap={false} style={{ flexDirection: "row", marginBottom: 4 }}>
          <Text style={{ width: 72, fontFamily: FONT.bold, color: LEVEL_COLOURS[risk.severity] }}>
            {RISK_LEVEL_LABELS[risk.severity].toUpperCase()}
          </Text>
          <View style={{ flex: 1 }}>
            <Text style={styles.bold}>{pdfText(risk.title)}</Text>
            <Text style={styles.muted}>{pdfText(risk.detail)}</Text>
          </View>
        </View>
      ))}
      </MarkedView>
      <MarkedView bookmark="Key figures">
      <Text style={styles.h3} minPresenceAhead={60}>Key figures</Text>
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
                <Text style={{ fontSize: 13, lineHeight: 1.25, fontFamily: FONT.bold }}>{figure.kind === "money" ? sterling(figure.value) : integer(figure.value)}</Text>
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
      </MarkedView>
      <OwnershipBrief report={report} />
      <ScreeningBrief report={report} />
      <Appendices report={report} contents={contents} />
    </ReportSection>
  );
}

/** Which appendices follow (summarised or in full) and which are left to the workbook; a section that failed says so. */
function Appendices({ report, contents }: { report: Report; contents: PdfContents }) {
  const failed = (Object.keys(SECTION_TITLES) as Array<keyof typeof SECTION_TITLES>).filter((id) => report[id].status === "failed");
  return (
    <MarkedView bookmark="Appendices">
      <Text style={styles.h3} minPresenceAhead={40}>Appendices</Text>
      {APPENDICES.map((appendix) => {
        const chosen = contents.appendices.find((item) => item.id === appendix.id);
        return (
          <View key={appendix.id} style={{ flexDirection: "row", marginBottom: 1.5 }} wrap={false}>
            <Text style={{ width: 150 }}>{appendix.label}</Text>
            <Text style={[{ flex: 1 }, styles.muted]}>{chosen ? (chosen.full ? "Follows, in full" : "Follows, long tables summarised") : "Not printed: in the workbook and the JSON report"}</Text>
          </View>
        );
      })}
      {failed.map((id) => <Text key={id} style={styles.failed}>{pdfText(`${SECTION_TITLES[id]}: ${report[id].note ?? "not available"}`)}</Text>)}
      <Text style={[styles.muted, { marginTop: 6 }]}>
        Figures are as supplied by the data source, formatted as on the dashboard: compact sterling (£1.2m), dates as
        31 Mar 2024, and an em dash where a figure is not known. A section the data source could not supply says so.
      </Text>
    </MarkedView>
  );
}
