import "server-only";
// The PDF as bytes, rendered in Node by @react-pdf/renderer (no browser on the server).
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { Report } from "../model";
import { ReportDocument } from "./document";

// Words are never hyphenated: a company or officer name split "Di-rector" reads badly, and the table pagination
// estimates rows by whole words.
Font.registerHyphenationCallback((word) => [word]);

export async function renderReportPdf(report: Report): Promise<Buffer> {
  return renderToBuffer(createElement(ReportDocument, { report }) as Parameters<typeof renderToBuffer>[0]);
}
