// The Shares & group tab's group facts, shared by the screen, the PDF and the workbook: the parent and ultimate
// parent (a company that is its own ultimate parent says so instead of linking to itself), and the subsidiaries the
// dashboard's directory has seen, with the sentence that says the list holds only those.
import type { z } from "zod";
import type { SubsidiarySource } from "@/lib/directory/store";
import type { groupStructureSchema } from "@/lib/upstream/schemas/shares";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import type { PscRow } from "./psc-rows";
import type { NumberedCompany } from "./shareholdings";

export type GroupStructure = NonNullable<z.output<typeof groupStructureSchema>>;

export interface GroupCompany {
  name: string | null;
  number: string | null;
  /** The company page to link to: null when the number is unreadable or names the company itself. */
  crn: string | null;
  self: boolean;
}

export interface SeenSubsidiary {
  number: string;
  name: string;
  status: string | null;
  /** Where the relation comes from (the directory's answer always says; older saved reports may not). */
  source?: SubsidiarySource;
}

/** A subsidiary's source in words: the operator's import is everyone's, a lookup's relation the viewer's alone. */
export const SUBSIDIARY_SOURCE_LABELS: Record<SubsidiarySource, string> = { import: "register import", lookups: "your lookups" };

export interface SubsidiariesSeen {
  rows: readonly SeenSubsidiary[];
  /** The directory holds more than the rows shown. */
  truncated: boolean;
}

export const SELF_ULTIMATE_PARENT = "This company is its own ultimate parent";

/** A parent as named by the group structure; null when neither name nor number is given. */
export function groupCompany(name: string | null | undefined, number: string | null | undefined, ownNumber: string): GroupCompany | null {
  if (!name && !number) return null;
  const crn = number ? normaliseCompanyNumber(number) : null;
  const self = crn !== null && crn === normaliseCompanyNumber(ownNumber);
  return { name: name || null, number: number || null, crn: self ? null : crn, self };
}

/** "NAME (number)", or the sentence for the company itself. */
export function groupCompanyLabel(company: GroupCompany | null, selfText = SELF_ULTIMATE_PARENT): string {
  if (!company) return "None recorded";
  if (company.self) return selfText;
  return `${company.name ?? "Company"}${company.number ? ` (${company.number})` : ""}`;
}

export function parentOf(group: GroupStructure | null | undefined, ownNumber: string) {
  return {
    parent: groupCompany(group?.parentBusinessName, group?.parentCompanyRegistrationNumber, ownNumber),
    ultimateParent: groupCompany(group?.ultimateParentBusinessName, group?.ultimateParentCompanyRegistrationNumber, ownNumber),
  };
}

/**
 * Companies the record numbers (the parent, the ultimate parent, corporate PSCs), so that a corporate shareholder,
 * whose share record carries no number, can link to its company by name.
 */
export function companiesNumberedOnRecord(group: GroupStructure | null | undefined, ownNumber: string, pscs: readonly PscRow[]): NumberedCompany[] {
  const { parent, ultimateParent } = parentOf(group, ownNumber);
  return [
    ...[parent, ultimateParent].flatMap((company) => (company?.crn ? [{ name: company.name, number: company.crn }] : [])),
    ...pscs.flatMap((row) => (row.companyNumber ? [{ name: row.name, number: row.companyNumber }] : [])),
  ];
}

/** What the list of subsidiaries holds, said beside it wherever it is shown. */
export function subsidiariesSentence(seen: SubsidiariesSeen): string {
  // Relations learnt from a colleague's lookups are theirs alone (issue 33): shown, they would say what they opened.
  const scope = "It comes from the register import (shown to everyone) and from your own lookups (shown to you alone); "
    + "a subsidiary whose profile the dashboard has not seen, or that only a colleague has looked up, is not listed.";
  if (!seen.rows.length) return `The dashboard has seen no company whose group structure names this company as its parent. ${scope}`;
  const cut = seen.truncated ? ` Only the first ${seen.rows.length} by name are shown.` : "";
  return `This list holds the subsidiaries the dashboard has seen: companies whose group structure names this company as their parent. ${scope}${cut}`;
}
