// Ownership in the PDF: the Ownership tab's table of every link (owner, relation, what it is, of, status, where
// the data stops), with the sentence saying how far the graph was followed and where it stops.
import { Text } from "@react-pdf/renderer";
import { ownershipSummary } from "@/lib/ownership/ownership-summary";
import { SECTION_TITLES, type OwnershipRow, type Report } from "../model";
import type { PageContext } from "./page";
import { styles } from "./styles";
import { TablePages, type Column } from "./table";
import { pdfText } from "./text";

const COLUMNS: Array<Column<OwnershipRow>> = [
  { header: "Owner or controller", width: 2.4, cell: (row) => `${row.owner}${row.ownerCrn ? ` (${row.ownerCrn})` : ""}\n${row.ownerKind}` },
  { header: "Relation", width: 1.5, cell: (row) => row.relation },
  { header: "What it is", width: 2.2, cell: (row) => row.what },
  { header: "Of", width: 1.8, cell: (row) => `${row.owned}${row.ownedCrn ? ` (${row.ownedCrn})` : ""}` },
  { header: "Status", width: 1.1, cell: (row) => row.status },
  { header: "Where the data stops", width: 2, cell: (row) => row.gap ?? "—" },
];

export function Ownership({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.ownership;
  return (
    <TablePages
      context={context} title={SECTION_TITLES.ownership} status={status} note={note} columns={COLUMNS} rows={data.rows}
      introHeight={data.rows.length ? 48 : 0}
      intro={data.rows.length > 0 && (
        <Text style={styles.paragraph}>
          {pdfText(ownershipSummary({ ...data, links: data.rows.length }, "the table's last column"))}
        </Text>
      )}
    />
  );
}
