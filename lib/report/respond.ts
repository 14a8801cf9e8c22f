import "server-only";
// GET /api/reports/{crn}?format=pdf|xlsx|json: validates like every BFF input (the company number's own rule, a
// format from a fixed list, nothing else), gathers the report once and renders the format asked for.
import { problem, problemResponse } from "@/lib/api/problem";
import { readInput } from "@/lib/api/read-input";
import { log } from "@/lib/log";
import type { Operation } from "@/lib/upstream/operations";
import { companyNumber, oneOf } from "@/lib/upstream/params";
import { CompanyNotFoundError, gatherReport } from "./gather";
import { attachmentHeader, REPORT_FORMATS, reportFileName, type ReportFormat } from "./filename";
import { renderReportPdf } from "./pdf/render";
import { renderReportWorkbook } from "./xlsx/workbook";

/** The report's inputs, described with the same parameter rules (and the same 400 problems) as the operations. */
const reportInput = {
  number: 0, title: "Company report", path: "/reports/{crn}", pathParams: { crn: companyNumber },
  query: { format: { ...oneOf(REPORT_FORMATS), required: true } }, schema: undefined as never, answers: "record",
} as unknown as Operation;

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json",
};

type RouteContext = { params: Promise<{ crn: string }> };

export function serveReport() {
  async function GET(request: Request, context: RouteContext): Promise<Response> {
    const requestId = crypto.randomUUID();
    const headers = { "x-request-id": requestId };
    const read = readInput(reportInput, { crn: (await context.params).crn }, new URL(request.url).searchParams);
    if (!read.ok) return problemResponse(read.problem, headers);
    const crn = read.input.path.crn;
    const format = String(read.input.query.format) as ReportFormat;
    const started = performance.now();
    try {
      const report = await gatherReport(crn);
      const body = format === "pdf" ? await renderReportPdf(report)
        : format === "xlsx" ? await renderReportWorkbook(report)
        : Buffer.from(JSON.stringify(report, null, 2));
      const fileName = reportFileName(report.company.data.number, report.company.data.name, new Date(report.generatedAt), format);
      log.info({ requestId, crn, format, bytes: body.length, ms: Math.round(performance.now() - started) }, "report");
      return new Response(new Uint8Array(body), {
        status: 200,
        headers: {
          "content-type": CONTENT_TYPES[format],
          "content-disposition": attachmentHeader(fileName),
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
          ...headers,
        },
      });
    } catch (error) {
      if (error instanceof CompanyNotFoundError) {
        return problemResponse(problem(404, "not-found", "Not found", error.message), headers);
      }
      log.error({ requestId, crn, format, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, "report failed");
      return problemResponse(problem(500, "internal-error", "Internal error", `The report could not be produced (request ${requestId}).`), headers);
    }
  }

  function refuseMethod(): Response {
    return problemResponse(problem(405, "method-not-allowed", "Method not allowed", "Reports are read-only: only GET is served."), { allow: "GET, HEAD" });
  }

  return { GET, POST: refuseMethod, PUT: refuseMethod, PATCH: refuseMethod, DELETE: refuseMethod };
}
