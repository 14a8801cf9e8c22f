// The table every results and company screen draws through, as a user and a screen reader meet it: named by its
// caption, rows in the order given, sortable headers as buttons that say their sort, a sentence when nothing
// matches, and on paper every row of a long list.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type Column, DataTable, type TableSort, WINDOWED_FROM } from "./data-table";

interface Charge { code: string; holder: string; amount: number }

const ROWS: Charge[] = [
  { code: "C-3", holder: "Barclays Bank PLC", amount: 250_000 },
  { code: "C-1", holder: "Lloyds Bank PLC", amount: 40_000 },
  { code: "C-2", holder: "HSBC UK Bank PLC", amount: 1_200_000 },
];

const COLUMNS: Column<Charge>[] = [
  { id: "code", header: "Charge", cell: (row) => row.code, sort: "code" },
  { id: "holder", header: "Held by", cell: (row) => row.holder },
  { id: "amount", header: "Amount", cell: (row) => `£${row.amount.toLocaleString("en-GB")}`, numeric: true, sort: "amount" },
];

function drawn(rows: readonly Charge[], sort?: TableSort, empty?: string) {
  return render(<DataTable caption="Charges" columns={COLUMNS} rows={rows} rowKey={(row) => row.code} sort={sort} empty={empty} />);
}

/** The body rows' cells as text, row by row. */
function bodyCells(): string[][] {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body).queryAllByRole("row").map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent ?? ""));
}

describe("DataTable", () => {
  it("is a table named by its caption, in a scroll region of the same name reachable by keyboard", () => {
    drawn(ROWS);
    expect(screen.getByRole("table", { name: "Charges" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Charges" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent?.replace(/[▲▼↕]/g, ""))).toEqual(["Charge", "Held by", "Amount"]);
  });

  it("draws every row in the order given, one cell per column", () => {
    drawn(ROWS);
    expect(bodyCells()).toEqual(ROWS.map((row) => [row.code, row.holder, `£${row.amount.toLocaleString("en-GB")}`]));
  });

  it("makes sortable headers buttons that ask for their sort, and says the current sort on its header", async () => {
    const onSort = vi.fn();
    const { rerender } = drawn(ROWS, { sort: "amount", dir: "desc", onSort });
    const amount = screen.getByRole("columnheader", { name: /Amount/ });
    expect(amount).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: /Charge/ })).not.toHaveAttribute("aria-sort");
    // A header that does not sort is plain text.
    expect(within(screen.getByRole("columnheader", { name: "Held by" })).queryByRole("button")).toBeNull();

    await userEvent.click(within(screen.getByRole("columnheader", { name: /Charge/ })).getByRole("button", { name: /Charge/ }));
    expect(onSort).toHaveBeenLastCalledWith("code");
    // By keyboard too: the button takes focus and Enter presses it.
    within(amount).getByRole("button").focus();
    await userEvent.keyboard("{Enter}");
    expect(onSort).toHaveBeenLastCalledWith("amount");

    rerender(<DataTable caption="Charges" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.code} sort={{ sort: "code", dir: "asc", onSort }} />);
    expect(screen.getByRole("columnheader", { name: /Charge/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Amount/ })).not.toHaveAttribute("aria-sort");
  });

  it("says why it is empty when no row matches", () => {
    drawn([], undefined, "No charge matches these filters.");
    expect(bodyCells()).toEqual([]);
    expect(within(screen.getByRole("region", { name: "Charges" })).getByText("No charge matches these filters.")).toBeVisible();
  });

  it("draws every row of a long list when printed, where on screen only some are drawn", async () => {
    const many = Array.from({ length: WINDOWED_FROM + 49 }, (_, index) => ({ code: `C-${index + 1}`, holder: `Lender ${index + 1}`, amount: index * 1000 }));
    drawn(many);
    expect(bodyCells().length).toBeLessThan(many.length);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(bodyCells()).toHaveLength(many.length);
    expect(bodyCells().at(-1)?.[0]).toBe(`C-${many.length}`);
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
  });
});
