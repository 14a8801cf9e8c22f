// Officers (current, then resigned), persons with significant control, shares and the group.
import { Text } from "@react-pdf/renderer";
import { groupCompany, groupCompanyLabel, SELF_ULTIMATE_PARENT } from "@/lib/company/group";
import { OFFICER_COLUMNS } from "@/lib/company/columns/officers";
import { PSC_COLUMNS } from "@/lib/company/columns/psc";
import { SHARE_CLASS_COLUMNS, SHAREHOLDER_COLUMNS } from "@/lib/company/columns/shareholders";
import type { Report } from "../model";
import { Facts } from "./facts";
import { ReportSection } from "./section";
import { pdfColumns, Table, TablePages } from "./table";
import type { PageContext } from "./page";
import { ReportPage } from "./page";
import { styles } from "./styles";
import { or, pdfText } from "./text";

const SHARE_CLASS_PDF_COLUMNS = pdfColumns(SHARE_CLASS_COLUMNS);
const SHAREHOLDER_PDF_COLUMNS = pdfColumns(SHAREHOLDER_COLUMNS);
const OFFICER_PDF_COLUMNS = pdfColumns(OFFICER_COLUMNS);

export function Officers({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.officers;
  const current = data.filter((row) => row.current).length;
  return (
    <TablePages
      context={context} title="Officers" status={status} note={note} columns={OFFICER_PDF_COLUMNS} rows={data} introHeight={20}
      intro={data.length > 0 && <Text style={styles.paragraph}>{current} current and {data.length - current} resigned officer{data.length === 1 ? "" : "s"}: current officers first (by name), then resigned (latest first).</Text>}
    />
  );
}

const PSC_PDF_COLUMNS = pdfColumns(PSC_COLUMNS);

export function PersonsWithControl({ report, context }: { report: Report; context: PageContext }) {
  const { data, status, note } = report.psc;
  return <TablePages context={context} title="Persons with significant control" status={status} note={note} columns={PSC_PDF_COLUMNS} rows={data} />;
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
              columns={SHARE_CLASS_PDF_COLUMNS}
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
                    { header: "Source", width: 1.5, cell: (row) => or(row.source) },
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
          columns={SHAREHOLDER_PDF_COLUMNS}
        />
      )}
    </>
  );
}

function companyName(name: string | null, number: string | null): string {
  return groupCompanyLabel(groupCompany(name, number, ""));
}
