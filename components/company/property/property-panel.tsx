"use client";
// The Property tab: a company's titles filtered by tenure and words, sorted, all in the URL.
import { useQuery } from "@tanstack/react-query";
import { parseAsString } from "nuqs";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { FilterBar, SelectFilter, ShownCount, TextFilter } from "@/components/ui/table-filters";
import { useTableSort } from "@/components/ui/use-table-sort";
import { PROPERTY_COLUMNS } from "@/lib/company/columns/property";
import { companyPropertyQuery } from "@/lib/queries/company-queries";
import { propertyRows, type PropertyRow } from "@/lib/company/property-rows";
import { screenColumns } from "../spec-columns";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { PROPERTY_SORTS, filterProperties, propertyTenures, sortProperties } from "@/lib/company/property-table";

const COLUMNS = screenColumns<PropertyRow>(PROPERTY_COLUMNS, { classNames: { title: "whitespace-nowrap", address: "min-w-56" } });

const SORT_SPEC = { sorts: PROPERTY_SORTS, sort: "dateAdded", dir: "desc" } as const;
// The tenures offered are the company\'s own, so the tenure is checked against its titles below.
const FILTERS = { tenure: parseAsString, q: parseAsString.withDefault("") };

export function PropertyPanel({ crn }: { crn: string }) {
  const query = useQuery(companyPropertyQuery(crn));
  return (
    <QueryState query={query} label="property" isEmpty={(data) => data.items.length === 0} empty="No property titles recorded">
      {(data) => <Properties items={data.items} />}
    </QueryState>
  );
}

function Properties({ items }: { items: Parameters<typeof propertyRows>[0] }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { dateAdded: "desc", pricePaid: "desc" });
  const { values, set } = useUrlState(FILTERS);
  const all = useMemo(() => propertyRows(items), [items]);
  const tenures = useMemo(() => propertyTenures(all), [all]);
  const tenure = tenures.find((value) => value === values.tenure) ?? null;
  const text = values.q;
  const rows = useMemo(() => sortProperties(filterProperties(all, tenure, text), sort, dir), [all, tenure, text, sort, dir]);
  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter id="property-tenure" label="Tenure" value={tenure ?? ""} onChange={(value) => set({ tenure: value || null })}
          options={[{ value: "", label: "All tenures" }, ...tenures.map((value) => ({ value, label: value }))]} />
        <TextFilter id="property-q" label="Filter by title, address or type" value={text} onChange={(value) => set({ q: value }, "replace")} />
        <ShownCount shown={rows.length} total={all.length} noun="titles" />
      </FilterBar>
      <DataTable caption="Property titles" columns={COLUMNS} rows={rows} rowKey={(row, index) => `${row.titleNumber}-${index}`} sort={tableSort} rowTestId="property-row" empty="No titles match these filters." />
    </div>
  );
}
