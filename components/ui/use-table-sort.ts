"use client";
// A table's sort read from the URL and the header clicks that change it, so every sortable table behaves alike.
import { useUrlParams } from "@/components/company/use-url-params";
import { nextSort, readSort, type SortDirection, type TableSortSpec } from "@/lib/url-state/table-state";
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
  const { params, set } = useUrlParams();
  const state = readSort(params, spec);
  const tableSort: TableSort = {
    sort: state.sort,
    dir: state.dir,
    onSort: (clicked) => {
      const { page, ...changes } = nextSort(state, clicked as Sort, natural[clicked as Sort] ?? "asc");
      set(pagedBy === "browser" ? { ...changes, page } : { ...changes, page: params.get("page") });
    },
  };
  return { ...state, tableSort, params, set };
}
