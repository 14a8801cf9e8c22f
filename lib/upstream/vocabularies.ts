// The fixed vocabularies of the upstream's parameters (spec, operations 12, 13 and 16). The operations table builds
// its parameter rules from these, and the browser's forms offer them as choices; this module imports nothing, so a
// form can use it without shipping the operations table, its schemas and date library to the browser.

export const LENDING_TAGS = [
  "unsecured lending", "hire purchase and asset finance", "leasing and operating lease",
  "interest and financial charges", "cash flow or payment commitments", "current hire purchase commitments",
] as const;
export const CHARGE_TYPES = ["assets finance", "property finance", "invoice finance", "invoice finance with ai"] as const;
export const CCJ_STATUSES = ["satisfied", "set aside", "new judgment"] as const;
