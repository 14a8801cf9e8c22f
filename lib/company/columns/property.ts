// The Property table's columns: the tab, the PDF and the workbook's Property sheet.
import type { PropertyRow } from "../property-rows";
import { defineColumns } from "./column-spec";

export const PROPERTY_COLUMNS = defineColumns<PropertyRow>([
  {
    key: "title", header: "Title number", kind: "link", value: (row) => row.titleNumber, sort: "title", width: 13,
    // The title search lists every company registered against the same title.
    href: (row) => (row.titleNumber ? `/search/property?title=${encodeURIComponent(row.titleNumber)}` : null),
  },
  { key: "tenure", header: "Tenure", kind: "text", value: (row) => row.tenure, sort: "tenure", secondary: true, width: 11 },
  { key: "address", header: "Address", kind: "text", value: (row) => row.address, width: 40 },
  { key: "type", header: "Type", kind: "text", value: (row) => row.type, secondary: true, width: 14 },
  { key: "price", header: "Price paid", kind: "money", value: (row) => row.pricePaid, sort: "pricePaid", width: 13 },
  { key: "added", header: "Date added", kind: "date", value: (row) => row.dateAdded, sort: "dateAdded", secondary: true, width: 12 },
]);
