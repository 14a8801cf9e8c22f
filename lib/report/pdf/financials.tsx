// Financials: the Financials tab's trend charts (same series, same formats) as vector graphics, the multi-year
// table, compound growth and the ratios.
import { Text, View } from "@react-pdf/renderer";
import { FINANCIAL_CHARTS } from "@/lib/company/financial-charts";
import { RATIO_KEYS, RATIO_RULES } from "@/lib/financials/ratio-rules";
import { DERIVED_FIGURE_KEYS, DERIVED_FIGURES, EBITDA_COMPUTED, formatDerivedFigure } from "@/lib/financials/derived-figures";
import { ACCOUNTS_COLUMNS, FINANCIAL_FIELDS } from "@/lib/company/columns/accounts";
import { RATIO_LABELS, type Report } from "../model";
import { TrendChart } from "./chart";
import { ReportSection } from "./section";
import { styles } from "./styles";
import { pdfColumns, TablePages, type Column } from "./table";
import { ReportPage, type PageContext } from "./page";
import { AccountsSourcesPage } from "./sources";
import { date, days, pdfText, percent, ratio } from "./text";

type Year = Report["financials"]["data"]["years"][number];

const ACCOUNTS_PDF_COLUMNS = pdfColumns(ACCOUNTS_COLUMNS);

export function Financials({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.financials;
  const years = data.years;
  const newestFirst = [...years].reverse();
  const ratioColumns: Array<Column<Year>> = [
    { header: "Year end", width: 1.3, cell: (row) => date(row.yearEnd) },
    ...RATIO_KEYS.map((key) => ({
      header: RATIO_LABELS[key].label, width: 1, numeric: true,
      cell: (row: Year) => {
        const value = row.ratios[key];
        const reason = row.notMeaningful[key];
        if (value == null && reason) return `n/m\n${reason}`;
        const unit = RATIO_LABELS[key].unit;
        return unit === "percent" ? percent(value) : unit === "days" ? days(value) : ratio(value);
      },
    })),
  ];
  const derivedColumns: Array<Column<Year>> = [
    { header: "Year end", width: 1.3, cell: (row) => date(row.yearEnd) },
    ...DERIVED_FIGURE_KEYS.map((key) => ({
      header: DERIVED_FIGURES[key].label, width: 1.2, numeric: true,
      cell: (row: Year) => {
        const value = row.derived?.[key] ?? null;
        const reason = row.notMeaningful[key];
        if (value == null && reason) return `n/m\n${reason}`;
        const text = formatDerivedFigure(DERIVED_FIGURES[key].unit, value);
        return row.derivedBasis?.[key] === EBITDA_COMPUTED ? `${text}\n${EBITDA_COMPUTED}` : text;
      },
    })),
  ];
  return (
    <>
      <ReportPage context={context}>
        <ReportSection title="Financials" status={status} note={note}>
          {years.length > 0 && (
            <View>
              <Text style={styles.paragraph}>
                {years.length} year{years.length === 1 ? "" : "s"} of accounts, year ends {date(years[0].yearEnd)} to {date(years.at(-1)?.yearEnd)}. Gaps in a line are years without that figure.
              </Text>
              <View style={{ flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" }}>
                {FINANCIAL_CHARTS.map((chart) => (
                  <TrendChart
                    key={chart.id}
                    chart={{
                      title: chart.title,
                      kind: chart.kind === "bar" || years.length === 1 ? "bar" : "line",
                      labels: years.map((year) => year.label),
                      format: chart.format,
                      series: chart.series.map((item) => ({
                        name: item.name,
                        values: years.map((year) => ("accounts" in item.source ? year.values[item.source.accounts] ?? null : year.ratios[item.source.ratio])),
                      })),
                    }}
                  />
                ))}
              </View>
              {data.growth.length > 0 && (
                <View wrap={false}>
                  <Text style={styles.h3}>Compound annual growth</Text>
                  {data.growth.map((item) => (
                    <Text key={item.field}>
                      {pdfText(FINANCIAL_FIELDS.find((field) => field.field === item.field)?.label ?? item.field)}: {percent(item.rate * 100)} a year
                      over {item.years.toFixed(item.years % 1 ? 1 : 0)} years ({date(item.from)} to {date(item.to)})
                    </Text>
                  ))}
                </View>
              )}
            </View>
          )}
        </ReportSection>
      </ReportPage>
      {years.length > 0 && (
        <>
          <TablePages context={context} title="Accounts by year (newest first)" status="ok" note={null} columns={ACCOUNTS_PDF_COLUMNS} rows={newestFirst} />
          <TablePages
            context={context}
            title="Ratios by year (newest first)"
            status="ok"
            note={null}
            intro={<RatioRulesText />}
            introHeight={RATIO_KEYS.length * 2 * 11 + 24}
            columns={ratioColumns}
            rows={newestFirst}
          />
          <TablePages
            context={context}
            title="Derived figures by year (newest first)"
            status="ok"
            note={null}
            intro={<DerivedRulesText />}
            introHeight={DERIVED_FIGURE_KEYS.length * 2 * 11 + 12}
            columns={derivedColumns}
            rows={newestFirst}
          />
          <AccountsSourcesPage report={report} context={context} />
        </>
      )}
    </>
  );
}

/** The formulas and n/m rules the table follows, from the one ratio table. */
function RatioRulesText() {
  return (
    <View style={{ marginBottom: 6 }}>
      <Text style={styles.muted}>n/m: not meaningful. Each ratio is withheld over a zero or negative base, or when an input is missing.</Text>
      {RATIO_KEYS.map((key) => (
        <Text key={key} style={styles.muted}>
          {pdfText(`${RATIO_RULES[key].label}: ${RATIO_RULES[key].formula}. n/m when ${RATIO_RULES[key].notMeaningfulWhen.charAt(0).toLowerCase()}${RATIO_RULES[key].notMeaningfulWhen.slice(1)}.`)}
        </Text>
      ))}
    </View>
  );
}

/** The derived figures' formulas and n/m rules, from their one table (lib/financials/derived-figures). */
function DerivedRulesText() {
  return (
    <View style={{ marginBottom: 6 }}>
      {DERIVED_FIGURE_KEYS.map((key) => (
        <Text key={key} style={styles.muted}>
          {pdfText(`${DERIVED_FIGURES[key].label}: ${DERIVED_FIGURES[key].formula}. n/m when ${DERIVED_FIGURES[key].notMeaningfulWhen.charAt(0).toLowerCase()}${DERIVED_FIGURES[key].notMeaningfulWhen.slice(1)}.`)}
        </Text>
      ))}
    </View>
  );
}
