// The PDF report: the summary an analyst files (at most four pages: ./summary.tsx), then the appendices the analyst
// chose in the export dialog (../pdf-contents), each one or more parts of the company page's tabs, its long tables
// summarised unless asked for in full. Every page carries a running header (company name and number) and a footer,
// whose page number render.ts stamps once the parts are joined.
import { Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { Report } from "../model";
import { SUMMARY_ROWS, type AppendixChoice, type AppendixId, type PdfContents } from "../pdf-contents";
import { appendixReport } from "./appendix-rows";
import { AssessmentPages } from "./assessment";
import { Financials } from "./financials";
import { ReportPage, type PageContext } from "./page";
import { Ownership } from "./ownership";
import { Officers, PersonsWithControl, SharesAndGroup } from "./people";
import { Profile } from "./profile";
import { Screening } from "./screening";
import { Charges, CountyCourtJudgments, DebtOverTime, Filings, Property } from "./records";
import { Summary } from "./summary";
import { DrawnTablePage } from "./table";

type AppendixProps = { report: Report; context: PageContext };

/** Each appendix as the company page's parts it prints, in the report's order. */
const APPENDIX_PARTS: Record<AppendixId, (props: AppendixProps) => ReactNode> = {
  assessment: (props) => <AssessmentPages {...props} />,
  screening: (props) => <Screening {...props} />,
  profile: ({ report, context }) => <ReportPage context={context}><Profile report={report} /></ReportPage>,
  officers: (props) => <><Officers {...props} /><PersonsWithControl {...props} /><SharesAndGroup {...props} /></>,
  ownership: (props) => <Ownership {...props} />,
  accounts: (props) => <Financials {...props} />,
  charges: (props) => <><Charges {...props} /><DebtOverTime {...props} /><Property {...props} /></>,
  ccjs: (props) => <CountyCourtJudgments {...props} />,
  filings: (props) => <Filings {...props} />,
};

export function reportPages(report: Report, contents: PdfContents): ReactElement[] {
  const company = report.company.data;
  const context: PageContext = { title: `${company.name} (${company.number})`, generatedAt: report.generatedAt };
  const appendix = (choice: AppendixChoice) => APPENDIX_PARTS[choice.id]({
    report: appendixReport(report, choice),
    context: choice.full ? context : { ...context, rowLimit: SUMMARY_ROWS },
  });
  const pages = [
    <ReportPage key="summary" context={context}><Summary report={report} contents={contents} /></ReportPage>,
    ...flowShortSections(expandPages(contents.appendices.map((choice) => <Fragment key={choice.id}>{appendix(choice)}</Fragment>)), context),
  ];
  // Sections key their pages from 0; in one list the keys must differ.
  return pages.map((page, index) => cloneElement(page, { key: `page-${index}` }));
}

/**
 * Sections of one page (no drawn continuation after it) flow on one after another in one page element, so a small
 * company's appendices fill their pages rather than leaving a near-empty page per section. A section whose table
 * runs on (its first page followed by drawn ones) starts a page of its own, as its rows were split for one.
 */
function flowShortSections(pages: ReactElement[], context: PageContext): ReactElement[] {
  const flowed: ReactElement[] = [];
  let run: ReactNode[] = [];
  const endRun = () => {
    if (run.length) flowed.push(<ReportPage context={context}>{run}</ReportPage>);
    run = [];
  };
  pages.forEach((page, index) => {
    const props = page.props as { breaks?: boolean; children?: ReactNode };
    const short = page.type === ReportPage && props.breaks !== false && pages[index + 1]?.type !== DrawnTablePage;
    if (short) {
      run.push(<Fragment key={`part-${index}`}>{props.children}</Fragment>);
      return;
    }
    endRun();
    flowed.push(page);
  });
  endRun();
  return flowed;
}

/**
 * The page elements a section stands for (a DrawnTablePage is a page render.ts draws itself). Sections are plain functions of the report (no hooks, no state), so
 * calling one here gives the same pages react-pdf would, and the caller can render them in parts.
 */
function expandPages(node: ReactNode): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(expandPages);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (node.type === ReportPage || node.type === DrawnTablePage) return [node];
  if (node.type === Fragment) return expandPages(node.props.children);
  if (typeof node.type === "function") return expandPages((node.type as (props: unknown) => ReactNode)(node.props));
  return [];
}
