"use client";
// What a table's CSV file is named after on a company's page: the company and the tab the table is on, given once
// by the company's frame (components/company/company-shell.tsx) to every "Download CSV" below it, which names the
// file through lib/report/filename.ts's tableFileName.
import { createContext } from "react";

export interface CsvFile {
  company: { name: string | null | undefined; number: string };
  /** The tab's label: "Charges". */
  tab: string;
}

export const CsvFileContext = createContext<CsvFile | null>(null);
