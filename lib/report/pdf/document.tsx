// The PDF report: cover, one-page summary, then one part per tab of the company page. Every page after the cover
// carries a running header (company name and number) and a footer with the page number.
import { Document, Page } from "@react-pdf/renderer";
import type { Report } from "../model";
import { Cover } from "./cover";
import { Financials } from "./financials";
import { Footer, ReportPage, type PageContext } from "./page";
import { Officers, PersonsWithControl, SharesAndGroup } from "./people";
import { Profile } from "./profile";
import { Charges, CountyCourtJudgments, Filings, Property } from "./records";
import { styles } from "./styles";
import { Summary } from "./summary";
import { pdfText } from "./text";

export function ReportDocument({ report }: { report: Report }) {
  const company = report.company.data;
  const context: PageContext = { title: `${company.name} (${company.number})`, generatedAt: report.generatedAt };
  return (
    <Document
      title={pdfText(`Company report: ${context.title}`)}
      subject="Company due diligence report"
      author="Company due diligence dashboard"
      creator="Company due diligence dashboard"
      producer="Company due diligence dashboard"
    >
      <Page size="A4" style={styles.page}>
        <Cover report={report} />
        <Footer generatedAt={report.generatedAt} />
      </Page>
      <ReportPage context={context}><Summary report={report} /></ReportPage>
      <ReportPage context={context}><Profile report={report} /></ReportPage>
      <Officers report={report} context={context} />
      <PersonsWithControl report={report} context={context} />
      <SharesAndGroup report={report} context={context} />
      <Financials report={report} context={context} />
      <Charges report={report} context={context} />
      <CountyCourtJudgments report={report} context={context} />
      <Property report={report} context={context} />
      <Filings report={report} context={context} />
    </Document>
  );
}
