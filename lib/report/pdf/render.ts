import "server-only";
// The PDF as bytes, rendered in Node by @react-pdf/renderer (no browser on the server).
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { Report } from "../model";
import { ReportDocument } from "./document";

export async function renderReportPdf(report: Report): Promise<Buffer> {
  return renderToBuffer(createElement(ReportDocument, { report }) as Parameters<typeof renderToBuffer>[0]);
}
