"use client";
// A table's sort read from the URL (nuqs) and the header clicks that change it, so every sortable table behaves alike.
import { useMemo } from "react";
import { readSortValues, sortParsers } from "@/lib/url-state/table-url";
import { nextSort, type SortDirection, type TableSortSpec } from "@/lib/url-state/table-state";
import { useUrlState } from "@/lib/url-state/use-url-state";
import type { TableSort } from "./data-table";

/**
 * `natural`: the first direction of a column when it is clicked (dates and amounts read best newest/largest first).
 * `pagedBy: "server"`: the rows are one page of the BFF's answer, sorted within it, so a sort keeps the page.
 */
export function useTableSort<Sort extends string>(
  spec: TableSortSpec<Sort>,
  natural: Partial<Record<Sort, SortDirection>> = {},
  pagedBy: "browser" | "server" = "browser",
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a table's sorts are a constant list; its identity may not be
  const parsers = useMemo(() => sortParsers(spec.sorts), [spec.sorts.join()]);
  const { values, set } = useUrlState(parsers);
  const state = readSortValues(values, spec);
  const tableSort: TableSort = {
    sort: state.sort,
    dir: state.dir,
    onSort: (clicked) => {
      const { sort, dir } = nextSort(state, clicked as Sort, natural[clicked as Sort] ?? "asc");
      set({ sort: sort as Sort, dir: dir as SortDirection }, "push", pagedBy === "server");
    },
  };
  return { ...state, tableSort };
}
