// Officers (current, then resigned), persons with significant control, shares and the group.
import { Text } from "@react-pdf/renderer";
import { groupCompany, groupCompanyLabel, SELF_ULTIMATE_PARENT } from "@/lib/company/group";
import type { Officer, Psc, Report } from "../model";
import { Facts } from "./facts";
import { ReportSection } from "./section";
import { Table, TablePages, type Column } from "./table";
import type { PageContext } from "./page";
import { ReportPage } from "./page";
import { styles } from "./styles";
import { date, integer, or, pdfText, percent } from "./text";

const OFFICER_COLUMNS: Array<Column<Officer>> = [
  { header: "Name", width: 3, cell: (row) => row.name },
  { header: "Status", width: 1.3, cell: (row) => (row.current ? "Current" : "Resigned") },
  { header: "Role", width: 1.8, cell: (row) => row.role },
  { header: "Appointed", width: 1.4, numeric: true, cell: (row) => date(row.appointed) },
  { header: "Resigned", width: 1.4, numeric: true, cell: (row) => date(row.resigned) },
  { header: "Age", width: 0.6, numeric: true, cell: (row) => integer(row.age) },
  { header: "Nationality", width: 1.4, cell: (row) => row.nationality },
  { header: "Occupation", width: 2, cell: (row) => row.occupation },
  { header: "Other dir.", width: 0.9, numeric: true, cell: (row) => integer(row.otherDirectorships) },
];

export function Officers({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.officers;
  const current = data.filter((row) => row.current).length;
  return (
    <TablePages
      context={context} title="Officers" status={status} note={note} columns={OFFICER_COLUMNS} rows={data} introHeight={20}
      intro={data.length > 0 && <Text style={styles.paragraph}>{current} current and {data.length - current} resigned officer{data.length === 1 ? "" : "s"}: current officers first (by name), then resigned (latest first).</Text>}
    />
  );
}

const PSC_COLUMNS: Array<Column<Psc>> = [
  { header: "Name", width: 2.4, cell: (row) => `${row.name}\n${row.corporate ? "Corporate entity" : "Individual"} · ${row.current ? "Current" : "Ceased"}` },
  { header: "Nature of control", width: 3.2, cell: (row) => row.natureOfControl.join("\n") || "Not stated" },
  { header: "Notified", width: 1.2, numeric: true, cell: (row) => date(row.notified) },
  { header: "Ceased", width: 1.2, numeric: true, cell: (row) => date(row.ceased) },
  { header: "Details", width: 2.6, cell: (row) => (row.corporate
    ? [row.registered && `Registered: ${row.registered}`, row.governingLaw && `Law: ${row.governingLaw}`]
    : [row.nationality && `Nationality: ${row.nationality}`, row.countryOfResidence && `Resides: ${row.countryOfResidence}`]).filter(Boolean).join("\n") || "—" },
];

export function PersonsWithControl({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.psc;
  return <TablePages context={context} title="Persons with significant control" status={status} note={note} columns={PSC_COLUMNS} rows={data} />;
}

export function SharesAndGroup({ report, context }: { report: Report; context: PageContext }) {
  const { shares, group } = report;
  return (
    <>
      <ReportPage context={context}>
        <ReportSection title="Shares and group" status={shares.status} note={shares.note}>
          {shares.data.classes.length > 0 && (
            <Table
              rows={shares.data.classes}
              columns={[
                { header: "Class", width: 3, cell: (row) => row.name },
                { header: "Type", width: 2, cell: (row) => row.type },
                { header: "Shares issued", width: 1.5, numeric: true, cell: (row) => integer(row.shares) },
                { header: "Holders", width: 1, numeric: true, cell: (row) => integer(row.holders) },
              ]}
            />
          )}
          <Text style={styles.h3}>Group structure</Text>
          {group.note && <Text style={group.status === "failed" ? styles.failed : styles.note}>{pdfText(group.note)}</Text>}
          {group.data && (
            <Facts
              items={[
                ["Parent company", companyName(group.data.parentName, group.data.parentNumber)],
                ["Ultimate parent", group.data.ultimateParentIsSelf ? SELF_ULTIMATE_PARENT : companyName(group.data.ultimateParentName, group.data.ultimateParentNumber)],
                ["Level in group", or(group.data.level)],
                ["Holding type", or(group.data.holdingType)],
                ["Country", or(group.data.country)],
              ]}
            />
          )}
          {group.data && (
            <>
              <Text style={styles.h3}>Subsidiaries</Text>
              <Text style={styles.note}>{pdfText(group.data.subsidiariesNote)}</Text>
              {group.data.subsidiaries.length > 0 && (
                <Table
                  rows={group.data.subsidiaries}
                  columns={[
                    { header: "Company", width: 4, cell: (row) => row.name },
                    { header: "Number", width: 1.5, cell: (row) => row.number },
                    { header: "Status", width: 2, cell: (row) => or(row.status) },
                  ]}
                />
              )}
            </>
          )}
        </ReportSection>
      </ReportPage>
      {shares.data.holders.length > 0 && (
        <TablePages
          context={context} title="Shareholders" status="ok" note={null} rows={shares.data.holders}
          columns={[
            { header: "Holder", width: 3, cell: (row) => (row.companyNumber ? `${row.name} (${row.companyNumber})` : row.name) },
            { header: "Class", width: 2, cell: (row) => row.className },
            { header: "Shares", width: 1.5, numeric: true, cell: (row) => integer(row.shares) },
            { header: "Of the class", width: 1.2, numeric: true, cell: (row) => percent(row.ofClass) },
            { header: "Of all shares", width: 1.2, numeric: true, cell: (row) => percent(row.ofAll) },
          ]}
        />
      )}
    </>
  );
}

function companyName(name: string | null, number: string | null): string {
  return groupCompanyLabel(groupCompany(name, number, ""));
}
