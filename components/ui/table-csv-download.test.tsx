// "Download CSV" under every DataTable saves what the table shows: the same rows in the same order (the screen's
// filter and sort), the same words per cell, a byte-order mark, and identifiers a spreadsheet keeps as shown.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CsvFileContext } from "./csv-file-context";
import { type Column, DataTable } from "./data-table";

interface Holding { number: string; name: string; shares: number; status: "active" | "dissolved" }

const HOLDINGS: Holding[] = [
  { number: "01234567", name: "Alpha, \"Quoted\" Ltd", shares: 1200, status: "active" },
  { number: "SC000004", name: "=HYPERLINK(\"x\") Ltd", shares: 5, status: "dissolved" },
  { number: "00000009", name: "Zoë Café Ltd", shares: 75_000, status: "active" },
];

/** A cell's own component, as the company tables' links are. */
function StatusWord({ status }: { status: Holding["status"] }) {
  return <span><span aria-hidden="true">●</span> {status === "active" ? "Active" : "Dissolved"}</span>;
}

const COLUMNS: Column<Holding>[] = [
  { id: "number", header: "Company number", cell: (row) => <a href={`/companies/${row.number}`}>{row.number}</a>, identifier: true },
  { id: "name", header: <span>Name <span aria-hidden="true">↕</span></span>, cell: (row) => <strong>{row.name}</strong> },
  { id: "shares", header: "Shares", cell: (row) => row.shares.toLocaleString("en-GB"), numeric: true },
  { id: "status", header: "Status", cell: (row) => <StatusWord status={row.status} /> },
];

/** One CSV line's cells as a spreadsheet reads them: quotes undone, an ="…" identifier as its text. */
function cells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1)
    .map((match) => match[1]!.replace(/^"([\s\S]*)"$/, "$1").replace(/""/g, '"').replace(/^="(.*)"$/, "$1"));
}

async function downloaded(): Promise<{ name: string; text: string; bytes: Uint8Array }> {
  let blob: Blob | undefined;
  let name = "";
  vi.spyOn(URL, "createObjectURL").mockImplementation((given) => {
    blob = given as Blob;
    return "blob:table";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  await userEvent.click(screen.getByRole("button", { name: "Download Holdings as CSV" }));
  const bytes = new Uint8Array(await blob!.arrayBuffer());
  return { name, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes), bytes };
}

afterEach(() => vi.restoreAllMocks());

describe("a table's CSV download", () => {
  it("holds the rows on screen, in their order, with the words each cell shows", async () => {
    // The screen's filter and sort: active holdings only, most shares first.
    const shown = HOLDINGS.filter((row) => row.status === "active").sort((a, b) => b.shares - a.shares);
    render(<DataTable caption="Holdings" columns={COLUMNS} rows={shown} rowKey={(row) => row.number} csvCompany={{ name: "Parent & Co Ltd", number: "01112223" }} />);
    const { name, text, bytes } = await downloaded();

    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = text.slice(1).split("\r\n").filter(Boolean);
    expect(cells(header!)).toEqual(screen.getAllByRole("columnheader").map((th) => th.textContent!.replace(/[↕▲▼]/g, "").trim()));
    const [, body] = screen.getAllByRole("rowgroup");
    const onScreen = within(body!).getAllByRole("row").map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent!.replace("●", "").trim()));
    expect(lines.map(cells)).toEqual(onScreen);
    expect(onScreen.map((row) => row[0])).toEqual(["00000009", "01234567"]);
    // Identifiers keep their leading zeros in a spreadsheet; other text is plain.
    expect(lines[0]).toMatch(/^"=""00000009""",Zoë Café Ltd,"75,000",Active$/);
    expect(name).toMatch(/^Parent & Co Ltd 01112223 Holdings \d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("on a company's page, names the file after the company and the tab the table is on", async () => {
    render(
      <CsvFileContext.Provider value={{ company: { name: "Fairbairn Harbour Cranes Ltd", number: "00000001" }, tab: "Shares and group" }}>
        <DataTable caption="Holdings" columns={COLUMNS} rows={HOLDINGS} rowKey={(row) => row.number} />
      </CsvFileContext.Provider>,
    );
    const { name } = await downloaded();
    expect(name).toMatch(/^Fairbairn Harbour Cranes Ltd 00000001 Shares and group Holdings \d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("defuses formula-like text and numbers a column not marked as an identifier keeps if it has a leading zero", async () => {
    render(<DataTable caption="Holdings" columns={COLUMNS.map((column) => ({ ...column, identifier: undefined }))} rows={HOLDINGS} rowKey={(row) => row.number} />);
    const { name, text } = await downloaded();
    const lines = text.split("\r\n");
    expect(lines[1]).toMatch(/^"=""01234567""","Alpha, ""Quoted"" Ltd"/);
    expect(lines[2]).toContain(`SC000004,"'=HYPERLINK(""x"") Ltd"`);
    expect(name).toMatch(/^Holdings \d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("is offered only when there are rows, and by keyboard", async () => {
    const { rerender } = render(<DataTable caption="Holdings" columns={COLUMNS} rows={[]} rowKey={(row) => row.number} empty="None" />);
    expect(screen.queryByRole("button", { name: /as CSV/ })).toBeNull();
    rerender(<DataTable caption="Holdings" columns={COLUMNS} rows={HOLDINGS} rowKey={(row) => row.number} />);
    screen.getByRole("button", { name: "Download Holdings as CSV" }).focus();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:table");
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalledTimes(1);
  });
});
