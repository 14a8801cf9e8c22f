// The PDF report: cover, one-page summary (led by the assessment and decision), the assessment, then one part per tab of the company page, as a list of pages. Every
// page after the cover carries a running header (company name and number); every page has a footer, whose page
// number render.ts stamps once the parts are joined.
import { Page } from "@react-pdf/renderer";
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import type { Report } from "../model";
import { AssessmentPages } from "./assessment";
import { Cover } from "./cover";
import { Financials } from "./financials";
import { Footer, ReportPage, type PageContext } from "./page";
import { Ownership } from "./ownership";
import { Officers, PersonsWithControl, SharesAndGroup } from "./people";
import { Profile } from "./profile";
import { Screening } from "./screening";
import { Charges, CountyCourtJudgments, DebtOverTime, Filings, Property } from "./records";
import { styles } from "./styles";
import { Summary } from "./summary";
import { DrawnTablePage } from "./table";

export function reportPages(report: Report): ReactElement[] {
  const company = report.company.data;
  const context: PageContext = { title: `${company.name} (${company.number})`, generatedAt: report.generatedAt };
  const pages = expandPages(
    <>
      <Page size="A4" style={styles.page}>
        <Cover report={report} />
        <Footer generatedAt={report.generatedAt} />
      </Page>
      <ReportPage context={context}><Summary report={report} /></ReportPage>
      <AssessmentPages report={report} context={context} />
      <Screening report={report} context={context} />
      <ReportPage context={context}><Profile report={report} /></ReportPage>
      <Officers report={report} context={context} />
      <PersonsWithControl report={report} context={context} />
      <SharesAndGroup report={report} context={context} />
      <Ownership report={report} context={context} />
      <Financials report={report} context={context} />
      <Charges report={report} context={context} />
      <DebtOverTime report={report} context={context} />
      <CountyCourtJudgments report={report} context={context} />
      <Property report={report} context={context} />
      <Filings report={report} context={context} />
    </>,
  );
  // Sections key their pages from 0; in one list the keys must differ.
  return pages.map((page, index) => cloneElement(page, { key: `page-${index}` }));
}

/**
 * The page elements a section stands for (a DrawnTablePage is a page render.ts draws itself). Sections are plain functions of the report (no hooks, no state), so
 * calling one here gives the same pages react-pdf would, and the caller can render them in parts.
 */
function expandPages(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(expandPages);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (node.type === Page || node.type === ReportPage || node.type === DrawnTablePage) return [node];
  if (node.type === Fragment) return expandPages(node.props.children);
  if (typeof node.type === "function") return expandPages((node.type as (props: unknown) => ReactNode)(node.props));
  return [];
}
