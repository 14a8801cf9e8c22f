// The company page's tabs: their URLs and the names assistive technology announces. A new tab is one line here
// and one folder under app/companies/[crn]/.
export const COMPANY_TABS = [
  { id: "overview", segment: "", label: "Overview" },
  { id: "assessment", segment: "assessment", label: "Assessment" },
  { id: "screening", segment: "screening", label: "Screening" },
  { id: "financials", segment: "financials", label: "Financials" },
  { id: "officers", segment: "officers", label: "Officers" },
  { id: "psc", segment: "psc", label: "PSC" },
  { id: "shares", segment: "shares", label: "Shares & group" },
  { id: "ownership", segment: "ownership", label: "Ownership" },
  { id: "charges", segment: "charges", label: "Charges" },
  { id: "ccjs", segment: "ccjs", label: "CCJs" },
  { id: "property", segment: "property", label: "Property" },
  { id: "filings", segment: "filings", label: "Filings" },
] as const;

export type CompanyTabId = (typeof COMPANY_TABS)[number]["id"];

export function companyHref(crn: string, tab: CompanyTabId = "overview"): string {
  const segment = COMPANY_TABS.find((item) => item.id === tab)?.segment ?? "";
  return `/companies/${encodeURIComponent(crn)}${segment ? `/${segment}` : ""}`;
}

/** Which tab a pathname shows: the segment after /companies/{crn}. */
export function activeTab(pathname: string): CompanyTabId {
  const segment = pathname.split("/")[3] ?? "";
  return COMPANY_TABS.find((item) => item.segment === segment)?.id ?? "overview";
}
