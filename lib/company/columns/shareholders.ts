// The Shares & group tab's share classes and shareholders: the tab, the PDF and the workbook's Shares sheet.
import type { Holder, ShareClass } from "../shareholdings";
import { defineColumns } from "./column-spec";

export const SHARE_CLASS_COLUMNS = defineColumns<ShareClass>([
  { key: "name", header: "Class", kind: "text", value: (row) => row.name, width: 24 },
  { key: "type", header: "Type", kind: "text", value: (row) => row.type, width: 16 },
  { key: "shares", header: "Shares issued", kind: "count", value: (row) => row.shares, width: 14 },
  { key: "holders", header: "Holders", kind: "count", value: (row) => row.holders, width: 10 },
]);

export const SHAREHOLDER_COLUMNS = defineColumns<Holder>([
  // A corporate holder the record numbers links to its company on screen; on paper its number follows its name.
  {
    key: "holder", header: "Holder", kind: "link", value: (row) => row.name, width: 30,
    text: (row) => (row.companyNumber ? `${row.name} (${row.companyNumber})` : row.name),
  },
  { key: "companyNumber", header: "Holder's company number", kind: "text", value: (row) => row.companyNumber, only: ["xlsx"], width: 14 },
  { key: "class", header: "Class", kind: "text", value: (row) => row.className, width: 20 },
  { key: "shares", header: "Shares", kind: "count", value: (row) => row.shares, width: 14 },
  { key: "ofClass", header: "Of the class", kind: "percent", value: (row) => row.ofClass, width: 12 },
  { key: "ofAll", header: "Of all shares", kind: "percent", value: (row) => row.ofAll, width: 12 },
]);
