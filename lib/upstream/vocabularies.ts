// The fixed vocabularies of the upstream's parameters (spec, operations 12, 13 and 16; operation 19's below). The
// operations table builds its parameter rules from these, and the browser's forms offer them as choices; this module
// imports nothing, so a form can use it without shipping the operations table, its schemas and date library to the
// browser.

export const LENDING_TAGS = [
  "unsecured lending", "hire purchase and asset finance", "leasing and operating lease",
  "interest and financial charges", "cash flow or payment commitments", "current hire purchase commitments",
] as const;
export const CHARGE_TYPES = ["assets finance", "property finance", "invoice finance", "invoice finance with ai"] as const;
export const CCJ_STATUSES = ["satisfied", "set aside", "new judgment"] as const;

// Operation 19's filters: the spec names them but lists no values (its "States and transitions" says a notice's
// status values are not shown), and Companies House's enumerations (../shared/reference) hold none for procurement.
// So they are the values of the UK's own procurement services, spelt as the notices carry them:
// - status: Contracts Finder's notice statuses (Open, Closed, Awarded, Withdrawn) and the Open Contracting Data
//   Standard's tender status "cancelled" (Find a Tender publishes OCDS; the sandbox's notices use it);
// - procurement-stage (a notice's `notice_type`): the OCDS release stages Contracts Finder's OCDS search takes
//   (planning, tender, award) and the contract stage after them;
// - contract-type (`ojeu_contract_type`): the three OJEU/TED contract types, works, supplies and services.
export const PROCUREMENT_STATUSES = ["Open", "Closed", "Awarded", "Cancelled", "Withdrawn"] as const;
export const PROCUREMENT_STAGES = ["Planning", "Tender", "Award", "Contract"] as const;
export const PROCUREMENT_CONTRACT_TYPES = ["Works", "Supplies", "Services"] as const;
