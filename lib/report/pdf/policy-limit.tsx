// The credit policy in the PDF: its verdict (band, action and sentence naming the version), the overrides that
// applied, and the suggested limit's every input and step as lib/policy/limit worked them out, or why there is none,
// under the policy's rule in words. The same figures as the Assessment tab and the workbook's formulas.
import { Text, View } from "@react-pdf/renderer";
import { RISK_BAND_LABELS, type RiskBand } from "@/lib/assessment/risk-band";
import type { Report } from "../model";
import { ReportSection } from "./section";
import { SourceLine } from "./sources";
import { COLOURS, styles } from "./styles";
import { Table, type Column } from "./table";
import { date, pdfText, sterlingFull } from "./text";

type Assessment = Report["assessment"]["data"];
type Limit = NonNullable<Assessment["creditLimit"]>;
type Line = { label: string; amount: string };

export const POLICY_SECTION_TITLE = "Credit policy and suggested limit";

export function bandColour(band: RiskBand | null): string {
  return band === "high" ? COLOURS.danger : band === "moderate" ? COLOURS.warning : band === "low" ? COLOURS.success : COLOURS.ink;
}

/** The verdict sentence, in its band's colour: "Low risk under credit policy v1: suggested limit £70,000. …". */
export function VerdictSentence({ data }: { data: Assessment }) {
  if (!data.verdict.sentence) return null;
  return <Text style={[styles.paragraph, styles.bold, { color: bandColour(data.verdict.band) }]}>{pdfText(data.verdict.sentence)}</Text>;
}

/** Each override that applied, in words, with what it does. */
export function overrideLines(data: Assessment): string[] {
  return data.verdict.overrides.map((override) => (override.kind === "no-limit"
    ? `No limit: ${override.words} (band at least ${RISK_BAND_LABELS[override.bandAtLeast].toLowerCase()}).`
    : `Limit × ${percent(override.factor ?? 1)}: ${override.words} (band at least ${RISK_BAND_LABELS[override.bandAtLeast].toLowerCase()}).`));
}

const columns: Array<Column<Line>> = [
  { header: "Input or step", width: 3, cell: (row) => row.label },
  { header: "Amount", width: 1, numeric: true, cell: (row) => row.amount },
];

/** The accounts figures the limit reads, then each step; a step that does not apply says so in its words. */
export function limitLines(limit: Limit): Line[] {
  const { inputs, steps } = limit.basis;
  return [
    { label: "Net worth (totalShareholdersEquity)", amount: sterlingFull(inputs.netWorth) },
    { label: inputs.intangiblesFiled ? "Intangible assets (intangibleAssets)" : "Intangible assets: not filed, so £0 taken", amount: sterlingFull(inputs.intangibleAssets) },
    { label: "Tangible net worth: net worth less intangible assets", amount: sterlingFull(inputs.tangibleNetWorth) },
    { label: "Current assets (totalCurrentAssets)", amount: sterlingFull(inputs.totalCurrentAssets) },
    { label: "Current liabilities (totalCurrentLiabilities)", amount: sterlingFull(inputs.totalCurrentLiabilities) },
    { label: "Working capital: current assets less current liabilities", amount: sterlingFull(inputs.workingCapital) },
    { label: "Turnover (turnover)", amount: inputs.turnover == null ? "not filed" : sterlingFull(inputs.turnover) },
    { label: "Pre-tax profit (profitBeforeTax)", amount: inputs.profitBeforeTax == null ? "not filed" : sterlingFull(inputs.profitBeforeTax) },
    ...steps.map((step) => ({ label: step.label, amount: step.amount == null ? "not applied" : sterlingFull(step.amount) })),
  ];
}

/** The policy's part of the assessment: version, verdict, overrides, the limit's working or why there is none, the rule. */
export function PolicySection({ report }: { report: Report }) {
  const { data, status, note } = report.assessment;
  const { policy } = data;
  const limit = data.creditLimit;
  const overrides = overrideLines(data);
  return (
    <ReportSection title={POLICY_SECTION_TITLE} status={status} note={note}>
      <Text style={[styles.paragraph, styles.muted]}>
        {pdfText(`Credit policy v${policy.version}, made by ${policy.author} on ${date(policy.at)}: ${policy.reason}`)}
      </Text>
      <VerdictSentence data={data} />
      <Text style={styles.paragraph}>
        {pdfText(`Band: ${data.verdict.band ? RISK_BAND_LABELS[data.verdict.band] : "not rated"}; the models' band: ${data.verdict.modelBand ? RISK_BAND_LABELS[data.verdict.modelBand] : "none"} (an override may only make it worse).`)}
      </Text>
      <Text style={styles.h3}>Overrides</Text>
      {overrides.length ? overrides.map((line) => <Text key={line}>{pdfText(line)}</Text>) : <Text style={styles.muted}>None applies.</Text>}
      <Text style={styles.h3}>Suggested limit</Text>
      {limit ? (
        <View>
          <Text style={[styles.paragraph, styles.bold]}>
            {pdfText(`${sterlingFull(limit.amount)} from the accounts to ${date(limit.basis.yearEnded)}, under credit policy v${limit.policyVersion}`)}
          </Text>
          <SourceLine source={limitFiling(report)} label="Filed as" />
          <Table columns={columns} rows={limitLines(limit)} />
        </View>
      ) : <Text style={styles.paragraph}>{pdfText(data.creditLimitWithheld ?? "No limit.")}</Text>}
      <Text style={styles.muted}>{pdfText(`Rule (credit policy v${policy.version}): ${policy.rule}`)}</Text>
    </ReportSection>
  );
}

/** The filing of the accounts the limit was worked out from. */
export function limitFiling(report: Report) {
  const limit = report.assessment.data.creditLimit;
  return report.assessment.data.models.flatMap((model) => model.years).find((year) => year.yearEnded === limit?.basis.yearEnded)?.filing;
}

function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}
