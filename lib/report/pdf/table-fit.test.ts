// A table's continuation pages are marked not to break (react-pdf then lays each out once): that is only safe if
// every row the measure put on a page is drawn within the page's printable area. Rendered for real and read back
// with poppler, with the text that fits least per character (capitals, long words, several lines in a cell).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, renderToBuffer } from "@react-pdf/renderer";
import { Children, createElement, isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
// The renderer's settings (no hyphenation), which the measure assumes.
import "./render";
import { A4 } from "./styles";
import { TablePages, type Column } from "./table";

interface Row { id: string; name: string; role: string; address: string }

const CONTENT_BOTTOM = A4.height - 48;
const WORDS = ["WWW", "MANAGEMENT", "HOLDINGS", "INTERNATIONAL", "W", "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", "GROUP", "LIMITED", "&", "PLC"];

const rows: Row[] = Array.from({ length: 150 }, (_, index) => ({
  id: `R${String(index).padStart(4, "0")}`,
  name: Array.from({ length: 2 + (index % 9) }, (_, word) => WORDS[(index * 7 + word * 3) % WORDS.length]).join(" "),
  role: index % 5 === 0 ? "Director\nCompany secretary\nMember" : "Director",
  address: Array.from({ length: 1 + (index % 4) }, (_, line) => `${100 + line} MAYFIELD WAY, WEMBLEY, MIDDLESEX`).join("\n"),
}));

const columns: Array<Column<Row>> = [
  { header: "Reference", width: 1.2, cell: (row) => row.id },
  { header: "Name", width: 3, cell: (row) => row.name },
  { header: "Role", width: 1.6, cell: (row) => row.role },
  { header: "Address", width: 3, cell: (row) => row.address },
];

function pages(): ReactElement[] {
  const element = TablePages({
    context: { title: "FIT TEST LIMITED (00000001)", generatedAt: "2026-01-01T00:00:00Z" },
    title: "Officers", status: "ok", note: null, columns, rows,
  });
  return Children.toArray((element as ReactElement<{ children: unknown }>).props.children as never).filter(isValidElement) as ReactElement[];
}

describe("table pages", () => {
  it("draw every row inside the printable area of the page the measure put it on", { timeout: 120_000 }, async () => {
    const elements = pages();
    expect(elements.length).toBeGreaterThan(2);
    const pdf = await renderToBuffer(createElement(Document, null, ...elements) as Parameters<typeof renderToBuffer>[0]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "table-fit-")), "fit.pdf");
    writeFileSync(file, pdf);
    const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const pageCount = (html.match(/<page /g) ?? []).length;
    // No page broke: one PDF page per page element.
    expect(pageCount).toBe(elements.length);
    const ids = new Set<string>();
    for (const page of html.split("<page ").slice(1)) {
      const words = [...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((match) => ({ top: Number(match[1]), bottom: Number(match[2]), text: match[3] }));
      // The footer's line is below the content area by design; everything else must be inside it.
      const footer = words.find((word) => word.text === "Confidential:")?.top;
      expect(footer).toBeDefined();
      for (const word of words) {
        if (Math.abs(word.top - (footer ?? 0)) < 0.5) continue;
        expect(word.bottom, `"${word.text}" below the content area`).toBeLessThanOrEqual(CONTENT_BOTTOM + 0.5);
        if (/^R\d{4}$/.test(word.text)) ids.add(word.text);
      }
    }
    expect([...ids].sort()).toEqual(rows.map((row) => row.id));
  });
});
