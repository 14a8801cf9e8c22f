// Charges, county court judgments, property and filing history.
import { Text } from "@react-pdf/renderer";
import { ccjSummaryLine } from "@/lib/company/ccj-summary";
import { chargeCountsLine } from "@/lib/company/charge-status";
import { CCJ_COLUMNS } from "@/lib/company/columns/ccjs";
import { CHARGE_COLUMNS } from "@/lib/company/columns/charges";
import { FILING_COLUMNS } from "@/lib/company/columns/filings";
import { PROPERTY_COLUMNS } from "@/lib/company/columns/property";
import type { Report } from "../model";
import { styles } from "./styles";
import { MAX_CELL, pdfColumns, TablePages } from "./table";
import type { PageContext } from "./page";
import { integer, sterlingFull } from "./text";
import { filingDescription, filingDescriptionRuns, filingDescriptionText } from "./filing-description";

const CHARGE_PDF_COLUMNS = pdfColumns(CHARGE_COLUMNS);
const CCJ_PDF_COLUMNS = pdfColumns(CCJ_COLUMNS);
const PROPERTY_PDF_COLUMNS = pdfColumns(PROPERTY_COLUMNS);
type FilingPdfRow = Report["filings"]["data"]["rows"][number] & { categoryLabel: string };
/** The spec's columns, the description printed with Companies House's bold parts and its document link. */
const FILING_PDF_COLUMNS = pdfColumns<FilingPdfRow>(FILING_COLUMNS).map((column) =>
  column.header === "Description"
    ? { ...column, cell: (row: FilingPdfRow) => filingDescriptionText(row, MAX_CELL), rich: (row: FilingPdfRow) => filingDescription(row, MAX_CELL), runs: (row: FilingPdfRow) => filingDescriptionRuns(row, MAX_CELL) }
    : column,
);

/** The tab's lending-tag caveat, in print: tags known only for the charges the service gave them for. */
function tagsNote(rows: Report["charges"]["data"]["rows"]): string {
  const known = rows.filter((row) => row.tagsKnown).length;
  return known === rows.length ? "" : ` Lending tags known for ${integer(known)} of ${integer(rows.length)} charges: the service gives a charge's tags only through its lending searches.`;
}

export function Charges({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.charges;
  return (
    <TablePages
      context={context} title="Charges" status={status} note={note} columns={CHARGE_PDF_COLUMNS} rows={data.rows}
      introHeight={data.rows.every((row) => row.tagsKnown) ? 20 : 32}
      intro={data.rows.length > 0 && (
        <Text style={styles.paragraph}>
          {chargeCountsLine(data)}.{tagsNote(data.rows)}
        </Text>
      )}
    />
  );
}

/** The Charges tab's "Debt over time" as a table: the same year-end counts, one row per year. */
export function DebtOverTime({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.charges;
  const years = data.timeline ?? [];
  if (years.length === 0) return null;
  return (
    <TablePages
      context={context} title="Debt over time" status={status} note={note} rows={years} introHeight={30}
      intro={<Text style={styles.paragraph}>Live charges (outstanding or partially satisfied) and outstanding county court judgments at each 31 December (this year as at the report's date). Charges carry no amount on the register, so they are counted; satisfied and set-aside judgments are not.</Text>}
      columns={[
        { header: "Year", width: 1, cell: (row) => row.year },
        { header: "Charges live", width: 1.2, numeric: true, cell: (row) => integer(row.liveCharges) },
        { header: "Of which part-satisfied", width: 1.5, numeric: true, cell: (row) => integer(row.partSatisfiedCharges) },
        { header: "Judgments outstanding", width: 1.5, numeric: true, cell: (row) => integer(row.unsatisfiedCcjs) },
        { header: "Outstanding amount", width: 1.5, numeric: true, cell: (row) => sterlingFull(row.unsatisfiedCcjAmount) },
      ]}
    />
  );
}

export function CountyCourtJudgments({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.ccjs;
  return (
          <TablePages
            context={context} title="County court judgments" status={status} note={note} introHeight={30}
            intro={data.rows.length > 0 && (
              <Text style={styles.paragraph}>
                {ccjSummaryLine(data)}.
              </Text>
            )}
            rows={data.rows}
            columns={CCJ_PDF_COLUMNS}
          />
  );
}

export function Property({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.property;
  return (
        <TablePages
          context={context} title="Property" status={status} note={note}
          rows={data}
          columns={PROPERTY_PDF_COLUMNS}
        />
  );
}

export function Filings({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.filings;
  return (
          <TablePages
            context={context} title="Filing history" status={status} note={note} introHeight={20}
            intro={data.rows.length > 0 && (
              <Text style={styles.paragraph}>
                The most recent {data.rows.length} of {integer(data.totalCount)} filing{data.totalCount === 1 ? "" : "s"}, newest first.
              </Text>
            )}
            rows={data.rows.map((row) => ({ ...row, categoryLabel: row.category }))}
            columns={FILING_PDF_COLUMNS}
          />
  );
}
