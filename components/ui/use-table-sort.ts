"use client";
// A table's sort read from the URL and the header clicks that change it, so every sortable table behaves alike.
import { useUrlParams } from "@/components/company/use-url-params";
import { nextSort, readSort, type SortDirection, type TableSortSpec } from "@/lib/url-state/table-state";
import type { TableSort } from "./data-table";

/** `natural`: the first direction of a column when it is clicked (dates and amounts read best newest/largest first). */
export function useTableSort<Sort extends string>(spec: TableSortSpec<Sort>, natural: Partial<Record<Sort, SortDirection>> = {}) {
  const { params, set } = useUrlParams();
  const state = readSort(params, spec);
  const tableSort: TableSort = {
    sort: state.sort,
    dir: state.dir,
    onSort: (clicked) => set(nextSort(state, clicked as Sort, natural[clicked as Sort] ?? "asc")),
  };
  return { ...state, tableSort, params, set };
}
