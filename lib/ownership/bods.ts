import "server-only";
// The ownership graph as Beneficial Ownership Data Standard 0.4 statements: one entity statement per company or
// entity, one person statement per individual, one relationship statement per edge. Gaps stay visible: an unnamed
// controller and "no PSC notified" become relationships whose interested party is an unspecified record with the
// reason; a ceased control is a closed relationship with its end date. The mapping is described in the README.
import { createHash } from "node:crypto";
import { interestsOfCodes, type BodsInterest } from "./bods-interests";
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from "./ownership-graph";

export const BODS_VERSION = "0.4";
const PUBLISHER = "Company due diligence dashboard";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface BodsOptions {
  /** yyyy-mm-dd: when the statements were made. */
  statementDate: string;
  sourceDescription: string;
}

type Statement = Record<string, unknown>;

const statementId = (recordId: string, date: string) => createHash("sha256").update(`${recordId}|${date}`).digest("hex");
const isoDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

export function ownershipToBods(graph: OwnershipGraph, options: BodsOptions): Statement[] {
  const declarationSubject = `company:${graph.root}`;
  const common = (recordId: string) => ({
    statementId: statementId(recordId, options.statementDate),
    statementDate: options.statementDate,
    declarationSubject,
    recordId,
    publicationDetails: { publicationDate: options.statementDate, bodsVersion: BODS_VERSION, publisher: { name: PUBLISHER } },
    source: { type: ["thirdParty"], description: options.sourceDescription },
  });
  // Unnamed controllers and "no PSC notified" are unspecified parties of their relationship, not records.
  const recorded = graph.nodes.filter((node) => node.kind !== "unknown" && node.kind !== "no-psc");
  const records = recorded.map((node) => ({
    ...common(node.id), recordType: node.kind === "person" ? "person" : "entity", recordStatus: "new", recordDetails: details(node),
  }));
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const relationships = graph.edges.map((edge) => ({
    ...common(edge.id), recordType: "relationship", recordStatus: edge.ceased ? "closed" : "new",
    recordDetails: {
      isComponent: false,
      subject: edge.to,
      interestedParty: interestedParty(nodes.get(edge.from)),
      interests: interests(edge, nodes.get(edge.from)),
    },
  }));
  return [...records, ...relationships];
}

function details(node: OwnershipNode): Record<string, unknown> {
  if (node.kind === "person") return { isComponent: false, personType: "knownPerson", names: [{ type: "legal", fullName: node.name }] };
  if (node.kind === "company" && node.crn) {
    return {
      isComponent: false, entityType: { type: "registeredEntity" }, name: node.name,
      jurisdiction: { name: "United Kingdom", code: "GB" },
      identifiers: [{ id: node.crn, scheme: "GB-COH", schemeName: "Companies House" }],
    };
  }
  if (node.kind === "entity") return { isComponent: false, entityType: { type: "legalEntity" }, name: node.name };
  // A share-register holder that is not said to be a person or a company.
  return {
    isComponent: false, entityType: { type: "unknownEntity" }, name: node.name,
    unspecifiedEntityDetails: { reason: "informationUnknownToPublisher", description: "The share register does not say whether this holder is a person or a company." },
  };
}

function interestedParty(node: OwnershipNode | undefined): string | { reason: string; description: string } {
  if (!node || node.kind === "unknown") return { reason: "unknown", description: node?.gap ?? "The register does not name this controller." };
  if (node.kind === "no-psc") return { reason: "informationUnknownToPublisher", description: "No person with significant control is notified on the register." };
  return node.id;
}

function interests(edge: OwnershipEdge, from: OwnershipNode | undefined): BodsInterest[] {
  const dates = { ...(isoDate(edge.notified) ? { startDate: isoDate(edge.notified) } : {}), ...(isoDate(edge.ceased) ? { endDate: isoDate(edge.ceased) } : {}) };
  switch (edge.relation) {
    case "control":
      return interestsOfCodes(edge.natureCodes, from?.kind === "person").map((interest) => ({ ...interest, ...dates }));
    case "shareholding":
      return [{ type: "shareholding", directOrIndirect: "direct", details: edge.label, ...(edge.percent !== null ? { share: { exact: Math.min(100, edge.percent) } } : {}) }];
    case "ultimate-parent":
      return [{ type: "otherInfluenceOrControl", directOrIndirect: "indirect", details: "Ultimate parent company" }];
    case "statement":
      return [];
    default:
      return [{ type: "otherInfluenceOrControl", directOrIndirect: "direct", details: "Parent company" }];
  }
}
