// The charts' table alternative as a screen-reader or keyboard user meets it: a named table with a row per year
// end, each series' figure as the chart's format writes it, its change on the year, "n/m" with the reason where a
// figure or change means nothing, a figure beyond the chart's scale said to be so, and the figures copied as text.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ChartRow, ChartSeries } from "@/lib/charts/chart-types";
import { MISSING } from "@/lib/format/money";
import { SeriesTable } from "./series-table";

const SERIES: ChartSeries[] = [
  { key: "turnover", name: "Turnover", color: "chart-1" },
  { key: "profit", name: "Pre-tax profit", color: "chart-2" },
];

// As the upstream's accounts give them, oldest year first; a loss before a profit.
const ROWS: ChartRow[] = [
  { label: "Mar 2022", turnover: 800, profit: -50 },
  { label: "Mar 2023", turnover: 1000, profit: 20 },
  { label: "Mar 2024", turnover: 900, profit: 30 },
];

const money = (value: number | null) => (value == null ? MISSING : `£${value}k`);

/** A relative change as the screens write it, worked out here: "+25.0%", "−10.0%" (a true minus). */
const relative = (current: number, previous: number) => {
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return `${percent > 0 ? "+" : "\u2212"}${Math.abs(percent).toFixed(1)}%`;
};

function bodyRows() {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body).getAllByRole("row");
}

describe("SeriesTable", () => {
  it("is a named table in a named, keyboard-reachable region, one header per series and its change", () => {
    render(<SeriesTable data={ROWS} series={SERIES} format={money} caption="Turnover and profit" />);
    expect(screen.getByRole("table", { name: "Turnover and profit" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Turnover and profit (table)" })).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Year end", "Turnover and change", "Pre-tax profit and change"]);
  });

  it("gives a row per year end, each figure in the chart's format and its change on the year before", () => {
    render(<SeriesTable data={ROWS} series={SERIES} format={money} caption="Turnover and profit" />);
    const rows = bodyRows();
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(ROWS.map((row) => row.label));
    const cells = (index: number) => within(rows[index]).getAllByRole("cell").map((cell) => cell.textContent);
    // The first year has no year before it.
    expect(cells(0)).toEqual([money(800), MISSING, money(-50), MISSING]);
    expect(cells(1).slice(0, 2)).toEqual([money(1000), relative(1000, 800)]);
    expect(cells(2)).toEqual([money(900), relative(900, 1000), money(30), relative(30, 20)]);
    expect(relative(900, 1000).startsWith("\u2212")).toBe(true);
    // From a loss to a profit, a percent change means nothing: n/m, with its reason.
    const fromLoss = within(within(rows[1]).getAllByRole("cell")[3]).getByTestId("not-meaningful");
    expect(within(fromLoss).getByText("n/m")).toHaveAttribute("title", expect.stringMatching(/^Not meaningful: ./));
  });

  it("leaves out the change columns when asked for none", () => {
    render(<SeriesTable data={ROWS} series={SERIES} format={money} caption="Side by side" change={null} />);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Year end", "Turnover", "Pre-tax profit"]);
    expect(within(bodyRows()[2]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([money(900), money(30)]);
  });

  it("says n/m with the reason for a figure that is not meaningful that year", () => {
    const rows: ChartRow[] = [{ label: "Mar 2024", turnover: null, "turnover:notMeaningful": "no turnover filed", profit: 30 }];
    render(<SeriesTable data={rows} series={SERIES} format={money} caption="Ratios" change={null} />);
    const [turnover, profit] = within(bodyRows()[0]).getAllByRole("cell");
    expect(turnover).toHaveTextContent("n/m");
    expect(turnover).toHaveTextContent("no turnover filed");
    expect(profit).toHaveTextContent(money(30));
  });

  it("gives a figure the chart leaves outside its scale, and says so", () => {
    // Five ordinary years and one a thousand times larger: the chart's scale leaves it out.
    const rows: ChartRow[] = [100, 101, 102, 103, 104, 100_000].map((turnover, index) => ({ label: `Mar ${2019 + index}`, turnover, profit: 10 }));
    render(<SeriesTable data={rows} series={SERIES} format={money} caption="Turnover" change={null} />);
    const last = within(bodyRows()[5]).getAllByRole("cell")[0];
    expect(last).toHaveTextContent(money(100_000));
    expect(last).toHaveTextContent("outside the chart's scale");
    expect(within(bodyRows()[0]).getAllByRole("cell")[0]).not.toHaveTextContent("outside");
  });

  it("copies the figures as tab-separated text, a heading line first", async () => {
    const user = userEvent.setup();
    render(<SeriesTable data={ROWS} series={SERIES} format={money} caption="Turnover and profit" />);
    await user.click(screen.getByRole("button", { name: "Copy figures" }));
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    const expected = [
      ["Year end", ...SERIES.map((item) => item.name)],
      ...ROWS.map((row) => [row.label, ...SERIES.map((item) => String(row[item.key]))]),
    ].map((line) => line.join("\t")).join("\n");
    expect(await navigator.clipboard.readText()).toBe(expected);
  });
});
