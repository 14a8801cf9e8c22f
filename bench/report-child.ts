// One measured report in a fresh process (so that its peak memory is its own): gathers the report of one company
// from the upstream named in the environment, renders the PDF, and prints one JSON line of timings and memory.
// Run by bench/report.ts: tsx --tsconfig bench/tsconfig.json bench/report-child.ts <crn> [out.pdf]
import { writeFileSync } from "node:fs";
import { Piscina } from "piscina";
import { gatherReport } from "../lib/report/gather";
import type { Report } from "../lib/report/model";
import { COMPLETE_REPORT, type PdfContents, SUMMARY_ONLY } from "../lib/report/pdf-contents";
import render from "../lib/report/render-task";

/** The PDF as the server's report threads make it: the task they run, compiled by tsx as in those threads. */
async function renderReportPdf(report: Report, contents: PdfContents = COMPLETE_REPORT): Promise<Uint8Array> {
  // The task hands its bytes to piscina to move to the main thread; outside a pool they are unwrapped here.
  // By default the complete report (every appendix in full), the largest a request can ask for.
  const moved = (await render({ kind: "report-pdf", report, contents })) as Record<symbol, Uint8Array>;
  return moved[Piscina.valueSymbol];
}

async function main(): Promise<void> {
  const [crn, out] = process.argv.slice(2);
  if (!crn) throw new Error("usage: report-child.ts <crn> [out.pdf]");
  // The first report in a process pays for loading and initialising the renderer; a running dashboard pays that
  // once. Both are recorded: `coldMs` is the first report, the rest measure a second one.
  // What the process holds before any report (Node, tsx's loader, react-pdf and the rest loaded): the report's own
  // share of the peak is the difference.
  const baseRssMb = Math.round(process.memoryUsage().rss / 1048576);
  const coldStart = performance.now();
  await renderReportPdf(await gatherReport(crn));
  const coldMs = Math.round(performance.now() - coldStart);
  // The peak of one report in a fresh process; after a second one it also holds the first's garbage, which the
  // collector frees when it needs to rather than at once.
  const onePeakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);

  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const report = await gatherReport(crn);
  const gathered = performance.now();
  const pdf = await renderReportPdf(report);
  const done = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  if (out) writeFileSync(out, pdf);
  // The summary alone, as the export dialog asks for it by default (warm: the renderer is loaded).
  const summaryStarted = performance.now();
  await renderReportPdf(await gatherReport(crn), SUMMARY_ONLY);
  const summaryMs = Math.round(performance.now() - summaryStarted);
  console.log(JSON.stringify({
    crn,
    coldMs,
    ms: Math.round(done - started),
    gatherMs: Math.round(gathered - started),
    renderMs: Math.round(done - gathered),
    // CPU time (user + system) is what the report costs on a machine shared with other work; wall time is `ms`.
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    bytes: pdf.length,
    summaryMs,
    baseRssMb,
    onePeakRssMb,
    // maxRSS is the process's peak resident set, in kilobytes.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
