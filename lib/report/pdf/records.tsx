// Charges, county court judgments, property and filing history.
import { Text } from "@react-pdf/renderer";
import type { Charge, Report } from "../model";
import { styles } from "./styles";
import { TablePages, type Column } from "./table";
import type { PageContext } from "./page";
import { date, integer, or, sterling, sterlingFull } from "./text";
import { filingDescription, filingDescriptionText } from "./filing-description";

/** Long company-supplied text is cut in the PDF (a row must fit on one page); the workbook and JSON keep it whole. */
const MAX_CELL = 280;
const clip = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

const CHARGE_COLUMNS: Array<Column<Charge>> = [
  { header: "Status", width: 1.3, cell: (row) => row.status },
  { header: "Created", width: 1.2, numeric: true, cell: (row) => date(row.created) },
  { header: "Satisfied", width: 1.2, numeric: true, cell: (row) => date(row.satisfied) },
  { header: "Charge code", width: 1.5, cell: (row) => or(row.code) },
  { header: "Persons entitled", width: 2.2, cell: (row) => clip(row.entitled.join("; ")) || "—" },
  { header: "Description", width: 3.2, cell: (row) => clip([row.nature, ...row.descriptions].filter(Boolean).join(" — ")) || "—" },
];

export function Charges({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.charges;
  return (
    <TablePages
      context={context} title="Charges" status={status} note={note} columns={CHARGE_COLUMNS} rows={data.rows} introHeight={20}
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
            columns={[
              { header: "Date", width: 1.2, numeric: true, cell: (row) => date(row.date) },
              { header: "Case", width: 1.3, cell: (row) => or(row.caseNumber) },
              { header: "Court", width: 2, cell: (row) => or(row.court) },
              { header: "Plaintiff", width: 2.2, cell: (row) => or(row.plaintiff) },
              { header: "Amount", width: 1.3, numeric: true, cell: (row) => sterlingFull(row.amount) },
              { header: "Status", width: 1.3, cell: (row) => row.status },
              { header: "Paid", width: 1.2, numeric: true, cell: (row) => date(row.paid) },
            ]}
          />
  );
}

export function Property({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.property;
  return (
        <TablePages
          context={context} title="Property" status={status} note={note}
          rows={data}
          columns={[
            { header: "Title number", width: 1.3, cell: (row) => or(row.titleNumber) },
            { header: "Tenure", width: 1.1, cell: (row) => or(row.tenure) },
            { header: "Address", width: 3.5, cell: (row) => clip(row.address ?? "—") },
            { header: "Type", width: 1.3, cell: (row) => or(row.type) },
            { header: "Price paid", width: 1.3, numeric: true, cell: (row) => sterlingFull(row.pricePaid) },
            { header: "Date added", width: 1.2, numeric: true, cell: (row) => date(row.dateAdded) },
          ]}
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
            rows={data.rows}
            columns={[
              { header: "Date", width: 1.2, numeric: true, cell: (row) => date(row.date) },
              { header: "Category", width: 1.6, cell: (row) => row.category },
              { header: "Description", width: 6, cell: (row) => filingDescriptionText(row, MAX_CELL), rich: (row) => filingDescription(row, MAX_CELL) },
            ]}
          />
  );
}
