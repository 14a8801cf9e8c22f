// The PDF's trend chart leaves an implausible point out of its scale as the screen's does (lib/charts/outliers):
// rendered for real and read back with poppler, the chart names the point and its value, and its axis is the other
// years' (its top tick is not the outlier's £52m).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, Page, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { formatSterling } from "@/lib/format/money";
import { TrendChart, type ChartInput } from "./chart";
import { registerReportFonts } from "./fonts";

async function pdfText(chart: ChartInput): Promise<string> {
  const buffer = await renderToBuffer(createElement(Document, null, createElement(Page, { size: "A4" }, createElement(TrendChart, { chart }))));
  const file = path.join(mkdtempSync(path.join(tmpdir(), "chart-")), "chart.pdf");
  writeFileSync(file, buffer);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const chart = (values: number[]): ChartInput => ({
  title: "Cash", kind: "bar", labels: values.map((_, index) => `Mar ${2019 + index}`), series: [{ name: "Cash", values }], format: formatSterling,
});

describe("the PDF's trend chart", () => {
  // The chart draws in the report's embedded faces, as the report does: registered here, not by whichever file ran first.
  beforeAll(() => registerReportFonts());
  it("clips its axis to the plausible years and names the point left outside", async () => {
    const text = await pdfText(chart([40_000, 45_000, 50_000, 52_000_000, 55_000, 60_000]));
    expect(text).toContain("Outside the chart's scale (axis clipped, arrow at its edge): Cash, Mar 2022: £52m");
    // The top tick is 60k plus 8% of room, not the outlier.
    expect(text).toContain("£64.8k");
  }, 30_000);
  it("draws an ordinary series to its own extent, with no note", async () => {
    const text = await pdfText(chart([40_000, 45_000, 50_000, 52_000, 55_000, 60_000]));
    expect(text).not.toContain("Outside the chart's scale");
    expect(text).toContain("£60k");
  }, 30_000);
});
