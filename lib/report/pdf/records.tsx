// Charges, county court judgments, property and filing history.
import { Text } from "@react-pdf/renderer";
import { CCJ_COLUMNS } from "@/lib/company/columns/ccjs";
import { CHARGE_COLUMNS } from "@/lib/company/columns/charges";
import { FILING_COLUMNS } from "@/lib/company/columns/filings";
import { PROPERTY_COLUMNS } from "@/lib/company/columns/property";
import type { Report } from "../model";
import { styles } from "./styles";
import { MAX_CELL, pdfColumns, TablePages } from "./table";
import type { PageContext } from "./page";
import { integer, sterling, sterlingFull } from "./text";
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

export function Charges({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.charges;
  return (
    <TablePages
      context={context} title="Charges" status={status} note={note} columns={CHARGE_PDF_COLUMNS} rows={data.rows} introHeight={20}
      intro={data.rows.length > 0 && (
        <Text style={styles.paragraph}>
          {integer(data.total)} registered: {integer(data.outstanding)} outstanding · {integer(data.partiallySatisfied)} partially satisfied · {integer(data.satisfied)} satisfied.
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
      intro={<Text style={styles.paragraph}>Charges outstanding and county court judgments unsatisfied at each 31 December (this year as at the report's date). Charges carry no amount on the register, so they are counted.</Text>}
      columns={[
        { header: "Year", width: 1, cell: (row) => row.year },
        { header: "Charges outstanding", width: 1.5, numeric: true, cell: (row) => integer(row.outstandingCharges) },
        { header: "Judgments unsatisfied", width: 1.5, numeric: true, cell: (row) => integer(row.unsatisfiedCcjs) },
        { header: "Unsatisfied amount", width: 1.5, numeric: true, cell: (row) => sterlingFull(row.unsatisfiedCcjAmount) },
      ]}
    />
  );
}

export function CountyCourtJudgments({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.ccjs;
  return (
          <TablePages
            context={context} title="County court judgments" status={status} note={note} introHeight={20}
            intro={data.rows.length > 0 && (
              <Text style={styles.paragraph}>
                {data.rows.length} judgment{data.rows.length === 1 ? "" : "s"} totalling {sterling(data.total)}; {data.unsatisfiedCount} unsatisfied totalling {sterling(data.unsatisfiedTotal)}.
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
