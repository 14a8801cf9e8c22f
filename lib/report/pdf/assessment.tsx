// The assessment in the PDF: the lead of the summary page (the credit policy's verdict, the models' latest scores,
// the overrides, the limit and its rule, the written summary, the decision in force) and a part of its own (every
// year's scores and inputs; the policy's verdict and the limit's every step (./policy-limit); the decision history
// and the notes).
import { Text, View } from "@react-pdf/renderer";
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { BAND_LABELS } from "@/lib/assessment/models";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import { approvalWords, evidenceLines, overrideWords } from "../decision-words";
import { SECTION_TITLES, type Report, type ReportDecision } from "../model";
import { ReportPage, type PageContext } from "./page";
import { ReportSection } from "./section";
import { SourceLine } from "./sources";
import { limitFiling, overrideLines, POLICY_SECTION_TITLE, PolicySection, VerdictSentence } from "./policy-limit";
import { TablePages, type Column } from "./table";
import { styles } from "./styles";
import { date, pdfText, sterlingFull } from "./text";

const score = (value: number | null) => (value == null ? "no score" : value.toFixed(2));

export function AssessmentLead({ report }: { report: Report }) {
  const { data, status, note } = report.assessment;
  const decided = report.decisions;
  return (
    <View style={{ marginBottom: 8 }}>
      <Text style={styles.h3}>Credit assessment</Text>
      {status !== "ok" && <Text style={status === "failed" ? styles.failed : styles.note}>{pdfText(note)}</Text>}
      <VerdictSentence data={data} />
      {data.overall && (
        <Text style={styles.paragraph}>
          The models: {RISK_BAND_LABELS[data.overall.band]} on the accounts to {date(data.overall.yearEnded)}:{" "}
          {data.models.map((model) => {
            const latest = model.years.at(-1);
            return `${pdfText(model.name)} ${score(latest?.score ?? null)}${latest?.band ? ` (${BAND_LABELS[latest.band]})` : ""}`;
          }).join("; ")}.
        </Text>
      )}
      {data.basis && <Text style={data.overall ? styles.muted : styles.paragraph}>{pdfText(data.basis)}.</Text>}
      {overrideLines(data).map((line) => <Text key={line}>{pdfText(`Override: ${line}`)}</Text>)}
      <Text style={styles.paragraph}>
        <Text style={styles.bold}>Suggested credit limit: </Text>
        {data.creditLimit
          ? `${sterlingFull(data.creditLimit.amount)} (credit policy v${data.creditLimit.policyVersion}; every step under "${POLICY_SECTION_TITLE}"). ${pdfText(data.creditLimit.basis.rule)} Source: ${pdfText(data.creditLimit.basis.source)}.`
          : pdfText(data.creditLimitWithheld ?? "none")}
      </Text>
      {data.creditLimit && <SourceLine source={limitFiling(report)} label="Filed as" />}
      {data.summary && <Text style={styles.paragraph}>{pdfText(data.summary)}</Text>}
      <Text style={styles.h3}>Decision</Text>
      {decided.status === "failed" ? <Text style={styles.failed}>{pdfText(decided.note)}</Text>
        : decided.data.current ? <DecisionText decision={decided.data.current} />
        : <Text style={styles.note}>No decision recorded.</Text>}
    </View>
  );
}

function DecisionText({ decision }: { decision: ReportDecision }) {
  return (
    <View style={{ marginBottom: 4 }} wrap={false}>
      <Text style={styles.bold}>
        {OUTCOME_LABELS[decision.outcome]}{decision.limitGranted != null ? `, limit granted ${sterlingFull(decision.limitGranted)}` : ""}; review by {date(decision.reviewDate)}
      </Text>
      <Text style={styles.muted}>Recorded by {pdfText(decision.author)} on {date(decision.at)} ({pdfText(decision.at.slice(11, 16))} UTC)</Text>
      {decision.conditions && <Text>Conditions: {pdfText(decision.conditions)}</Text>}
      <Text>Rationale: {pdfText(decision.rationale)}</Text>
      {overrideWords(decision) && <Text style={styles.bold}>{pdfText(overrideWords(decision))}</Text>}
      {approvalWords(decision) && <Text>{pdfText(approvalWords(decision))}</Text>}
      {evidenceLines(decision).map((line) => <Text key={line} style={styles.muted}>{pdfText(line)}</Text>)}
    </View>
  );
}

type YearRow = { yearEnded: string; taffler: string; altman: string; source: string };

export function AssessmentPages({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.assessment;
  const [taffler, altman] = data.models;
  const current = report.decisions.data.current;
  const others = report.decisions.data.history.filter((decision) => decision.id !== current?.id);
  const rows: YearRow[] = [...(taffler?.years ?? [])].reverse().map((year) => {
    const other = altman?.years.find((item) => item.yearEnded === year.yearEnded);
    const verdict = (item: typeof year | undefined) => (item?.score != null && item.band ? `${score(item.score)} ${BAND_LABELS[item.band]}` : `no score: ${item?.notMeaningful ? `not scored (${item.notMeaningful})` : item?.missing?.map((gap) => `${gap.field} ${gap.reason}`).join("; ") ?? ""}`);
    return { yearEnded: year.yearEnded, taffler: verdict(year), altman: verdict(other), source: `${year.source.accountType ?? "Accounts"}${year.source.yearStartDate ? ` from ${date(year.source.yearStartDate)}` : ""}${year.filing ? `. ${year.filing.sentence}` : ""}` };
  });
  const columns: Array<Column<YearRow>> = [
    { header: "Year end", width: 1.1, cell: (row) => date(row.yearEnded) },
    { header: "Taffler z", width: 2, cell: (row) => row.taffler },
    { header: "Altman Z''", width: 2, cell: (row) => row.altman },
    { header: "Accounts and their filing", width: 2.4, cell: (row) => row.source },
  ];
  return (
    <>
      <TablePages context={context} title={SECTION_TITLES.assessment} status={status} note={note} columns={columns} rows={rows} introHeight={80}
        intro={(
          <View>
            {data.models.map((model) => <Text key={model.id} style={styles.muted}>{pdfText(`${model.name}: ${model.formula}. ${model.bands}. ${model.citation}.`)}</Text>)}
            {data.caveats.map((caveat) => <Text key={caveat} style={styles.note}>{pdfText(caveat)}</Text>)}
          </View>
        )} />
      <ReportPage context={context}>
        <PolicySection report={report} />
        <ReportSection title={SECTION_TITLES.decisions} status={report.decisions.status} note={report.decisions.note}>
          {current && <Text style={styles.h3}>In force</Text>}
          {current && <DecisionText decision={current} />}
          {others.length > 0 && <Text style={styles.h3}>{current ? "Other decisions (superseded, awaiting or refused a second approval)" : "Decisions (none in force)"}</Text>}
          {others.map((decision) => <DecisionText key={decision.id} decision={decision} />)}
          {report.decisions.data.notes.length > 0 && <Text style={styles.h3}>Notes</Text>}
          {report.decisions.data.notes.map((item) => (
            <View key={item.id} style={{ marginBottom: 4 }} wrap={false}>
              <Text style={styles.muted}>{pdfText(item.author)}, {date(item.at)} {pdfText(item.at.slice(11, 16))} UTC</Text>
              <Text>{pdfText(item.body)}</Text>
            </View>
          ))}
        </ReportSection>
      </ReportPage>
    </>
  );
}
