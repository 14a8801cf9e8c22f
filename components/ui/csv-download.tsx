"use client";
// "Download CSV" under a table: the rows as the table shows them (its filter and sort), made in the browser from the
// rows it already has, so the file is exactly what is on screen and costs the server nothing.
import { useContext } from "react";
import { tableFileName } from "@/lib/report/filename";
import { CsvFileContext } from "./csv-file-context";
import { Button } from "./button";
import { type CsvColumn, tableCsv } from "./table-csv";

export interface CsvDownloadProps<Row> {
  /** The table's caption: names the control for assistive technology and, by default, the file. */
  caption: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  /** The company the table is about, for the file's name; on a company's page its tab says (./csv-file-context). */
  company?: { name: string | null | undefined; number: string };
}

export function CsvDownload<Row>({ caption, columns, rows, company }: CsvDownloadProps<Row>) {
  const page = useContext(CsvFileContext);
  const download = () => {
    const blob = new Blob([tableCsv(columns, rows)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = tableFileName({ company: company ?? page?.company, tab: page?.tab, table: caption, date: new Date() });
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button size="sm" onClick={download} aria-label={`Download ${caption} as CSV`} className="print:hidden" data-testid="table-csv">
      Download CSV
    </Button>
  );
}
