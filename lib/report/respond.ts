import "server-only";
// GET /api/reports/{crn}?format=pdf|xlsx|json: validates like every BFF input (the company number's own rule, a
// format from a fixed list, nothing else), gathers the report once and renders the format asked for: the PDF and
// the workbook in the rendering pool (./render-pool.ts), off the main thread. Each report waits its turn in the
// exports' fair queue (./export-slot.ts): per-user and per-server caps, 429 `reports-busy` only beyond its bounds.
import { problem, problemResponse } from "@/lib/api/problem";
import type { InputRules } from "@/lib/api/read-input";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { REPORT_DOWNLOAD } from "@/lib/audit/audited-operations";
import { accessConfig } from "@/lib/config/access-config";
import { log } from "@/lib/log";
import { companyNumber, oneOf, param } from "@/lib/upstream/params";
import { CompanyNotFoundError, gatherReport } from "./gather";
import { attachmentHeader, REPORT_FORMATS, reportFileName, type ReportFormat } from "./filename";
import { renderInPool } from "./render-pool";
import { inExportSlot } from "./export-slot";
import type { PdfContents } from "./pdf-contents";
import { APPENDIX_LIST_RULE, pdfContents, pdfContentsQuery, readAppendixList } from "./pdf-contents-query";

/** The report's inputs, described with the same parameter rules (and the same 400 problems) as the operations. */
const reportInput: InputRules = {
  pathParams: { crn: companyNumber },
  query: {
    format: oneOf(REPORT_FORMATS).required,
    // The PDF's appendices (../pdf-contents): without `appendices`, every one in full (the complete report).
    appendices: param(APPENDIX_LIST_RULE, readAppendixList).optional,
    full: param(APPENDIX_LIST_RULE, readAppendixList).optional,
  },
};

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json",
};

export function serveReport() {
  return defineRoute({
    subject: "Reports are read-only",
    methods: {
      GET: endpoint({
        lane: "exports queue",
        input: byRules(reportInput),
        audit: { operation: REPORT_DOWNLOAD },
        handler: async (call) => {
          const generatedBy = call.principal.via === "local" ? null : call.principal.name;
          const format = String(call.input.query.format) as ReportFormat;
          const contents = readContents(format, call.input.query);
          if (!contents.ok) return problemResponse(contents.problem);
          return inExportSlot(call.principal.username, `report-${format}`, call.request.signal,
            () => produce(call.requestId, call.input.path.crn, format, generatedBy, reportOrigin(call.request), call.principal.username, contents.value));
        },
      }),
    },
  });
}

/**
 * The PDF's appendices as asked: each parameter is read by its rule above, and the two together by pdfContentsQuery
 * (`full` names only appendices that are printed). The workbook and the JSON stay complete: they take neither.
 */
function readContents(format: ReportFormat, query: Record<string, string | number>): { ok: true; value: PdfContents } | { ok: false; problem: ReturnType<typeof problem> } {
  const given = { appendices: query.appendices as string | undefined, full: query.full as string | undefined };
  if (format !== "pdf") {
    const name = given.appendices !== undefined ? "appendices" : given.full !== undefined ? "full" : null;
    if (name) return { ok: false, problem: problem("invalid-parameter", `The query parameter '${name}' chooses the PDF's appendices; the ${format} report is always complete.`, { parameter: name }) };
  }
  const read = pdfContentsQuery.safeParse(given);
  if (read.success) return { ok: true, value: pdfContents(read.data) };
  const issue = read.error.issues[0];
  const name = String(issue?.path[0] ?? "appendices");
  return { ok: false, problem: problem("invalid-parameter", `The query parameter '${name}': ${issue?.message ?? APPENDIX_LIST_RULE}.`, { parameter: name }) };
}

/**
 * Where the report's links to filed documents point: the public address when one is set, else the address the
 * user reached this server at (its Host header: Next's request URL names its own listening host instead).
 */
function reportOrigin(request: Request): string {
  const { publicUrl } = accessConfig();
  if (publicUrl) return new URL(publicUrl).origin;
  const url = new URL(request.url);
  const host = request.headers.get("host");
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}

async function produce(
  requestId: string, crn: string, format: ReportFormat, generatedBy: string | null, origin: string, viewer: string, contents: PdfContents,
): Promise<Response> {
  const started = performance.now();
  try {
    const report = await gatherReport(crn, { generatedBy, origin, viewer });
    const body = format === "json" ? Buffer.from(JSON.stringify(report, null, 2)) : await renderInPool(format === "pdf" ? { kind: "report-pdf", report, contents } : { kind: "report-xlsx", report });
    const fileName = reportFileName(report.company.data.number, report.company.data.name, new Date(report.generatedAt), format);
    log.info({ requestId, crn, format, bytes: body.length, ms: Math.round(performance.now() - started) }, "report");
    return new Response(new Uint8Array(body), {
      status: 200,
      headers: {
        "content-type": CONTENT_TYPES[format],
        "content-disposition": attachmentHeader(fileName),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    // Other failures reach the route builder's catch, which answers 500 with the request id.
    if (error instanceof CompanyNotFoundError) return problemResponse(problem("not-found", error.message));
    throw error;
  }
}
