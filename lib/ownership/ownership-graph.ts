// The ownership graph of one company: its controllers (PSCs), shareholders, parent and ultimate parent, followed
// through corporate owners with a UK company number up to a chosen depth, plus the subsidiaries the dashboard has
// seen. Every gap is a node of its own (ceased, unknown, registered abroad, no PSC notified, not followed), never
// silently left out. Pure: the lookup is passed in, so the route uses the BFF's cached client and tests use maps.
import type { z } from "zod";
import type { EDGE_RELATIONS, NODE_KINDS, ownershipEdgeSchema, ownershipGraphSchema, ownershipNodeSchema } from "./ownership-answer";
import type { ControllerFact, OwnershipFacts } from "./ownership-facts";

export const DEFAULT_DEPTH = 3;
export const MAX_DEPTH = 6;
/** Profiles looked up for one graph at most, whatever the depth: a wide group cannot fan out without bound. */
export const MAX_LOOKUPS = 25;

// The graph as the route answers it (its schema: ./ownership-answer.ts).
export type NodeKind = (typeof NODE_KINDS)[number];
export type EdgeRelation = (typeof EDGE_RELATIONS)[number];
export type OwnershipNode = z.infer<typeof ownershipNodeSchema>;
export type OwnershipEdge = z.infer<typeof ownershipEdgeSchema>;
export type OwnershipGraph = z.infer<typeof ownershipGraphSchema>;

/** A company's facts, or why they could not be read. */
export type OwnershipLookup = (crn: string) => Promise<OwnershipFacts | { missing: string }>;

export interface SeenSubsidiary { number: string; name: string; status: string | null }

export const companyId = (crn: string) => `company:${crn}`;
const nameKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9&]+/g, " ").trim();

export async function buildOwnershipGraph(
  root: string, lookup: OwnershipLookup,
  options: { depth?: number; maxLookups?: number; subsidiaries?: readonly SeenSubsidiary[] } = {},
): Promise<OwnershipGraph> {
  const depth = Math.min(Math.max(options.depth ?? DEFAULT_DEPTH, 1), MAX_DEPTH);
  const maxLookups = options.maxLookups ?? MAX_LOOKUPS;
  const nodes = new Map<string, OwnershipNode>();
  const edges = new Map<string, OwnershipEdge>();
  const queued = new Set<string>([root]);
  const queue: { crn: string; depth: number }[] = [{ crn: root, depth: 0 }];
  const notFollowed = new Set<string>();
  let lookups = 0;

  const addNode = (node: OwnershipNode) => {
    const known = nodes.get(node.id);
    if (!known) nodes.set(node.id, node);
    else if (known.name.startsWith("Company ") && !node.name.startsWith("Company ")) known.name = node.name;
    return node.id;
  };
  const addEdge = (edge: Omit<OwnershipEdge, "id">) => {
    const id = `${edge.relation}:${edge.from}->${edge.to}`;
    const known = edges.get(id);
    if (known) known.label = known.label.includes(edge.label) ? known.label : `${known.label}; ${edge.label}`;
    else edges.set(id, { id, ...edge });
  };
  const companyNode = (crn: string, name: string | null, level: number) =>
    addNode({ id: companyId(crn), kind: "company", name: name ?? `Company ${crn}`, crn, status: null, depth: level, gap: null, detail: crn });
  // A corporate owner with a UK number is followed when the depth allows; otherwise it is marked as not followed.
  const follow = (crn: string, level: number) => {
    if (queued.has(crn)) return;
    if (level > depth) {
      notFollowed.add(crn);
      const node = nodes.get(companyId(crn));
      if (node && !node.gap) node.gap = `Owners not looked up: beyond the depth of ${depth}`;
      return;
    }
    queued.add(crn);
    queue.push({ crn, depth: level });
  };

  while (queue.length) {
    const next = queue.shift();
    if (!next) break;
    const id = companyNode(next.crn, null, next.depth);
    const node = nodes.get(id) as OwnershipNode;
    if (lookups >= maxLookups) {
      node.gap = `Owners not looked up: the graph's limit of ${maxLookups} company lookups was reached`;
      notFollowed.add(next.crn);
      continue;
    }
    lookups += 1;
    const facts = await lookup(next.crn);
    if ("missing" in facts) {
      node.gap = facts.missing;
      continue;
    }
    if (facts.name) node.name = facts.name;
    node.status = facts.status;
    addOwners(facts, next.depth, { addNode, addEdge, companyNode, follow });
  }

  for (const subsidiary of options.subsidiaries ?? []) {
    const id = companyNode(subsidiary.number, subsidiary.name, -1);
    const node = nodes.get(id) as OwnershipNode;
    if (node.status === null) node.status = subsidiary.status;
    addEdge({ from: companyId(root), to: id, relation: "subsidiary", label: "Parent company (subsidiary seen by the dashboard)", natureCodes: [], percent: null, ceased: null, notified: null });
  }
  return { root, depth, lookups, maxLookups, nodes: [...nodes.values()], edges: [...edges.values()], notFollowed: [...notFollowed] };
}

interface Builders {
  addNode(node: OwnershipNode): string;
  addEdge(edge: Omit<OwnershipEdge, "id">): void;
  companyNode(crn: string, name: string | null, level: number): string;
  follow(crn: string, level: number): void;
}

function addOwners(facts: OwnershipFacts, level: number, b: Builders) {
  const owned = companyId(facts.number);
  const owners = new Map<string, string>();
  if (!facts.controllers.length) {
    const id = b.addNode({ id: `no-psc:${facts.number}`, kind: "no-psc", name: "No PSC notified", crn: null, status: null, depth: level + 1, gap: "The register lists no person with significant control for this company", detail: null });
    b.addEdge({ from: id, to: owned, relation: "statement", label: "No person with significant control notified", natureCodes: [], percent: null, ceased: null, notified: null });
  }
  facts.controllers.forEach((controller, index) => {
    const id = controllerNode(controller, facts.number, index, level, b);
    if (controller.name) owners.set(nameKey(controller.name), id);
    b.addEdge({
      from: id, to: owned, relation: "control", label: controller.natureWords.join("; ") || "Significant control (nature not given)",
      natureCodes: controller.natureCodes, percent: null, ceased: controller.ceased, notified: controller.notified,
    });
  });
  for (const holder of facts.holders) {
    const id = holder.companyNumber
      ? b.companyNode(holder.companyNumber, holder.name, level + 1)
      : owners.get(nameKey(holder.name)) ?? b.addNode({
        id: `holder:${facts.number}:${nameKey(holder.name)}`, kind: "shareholder", name: holder.name, crn: null, status: null, depth: level + 1,
        gap: holder.name === "Holder not named" ? "The share register does not name this holder" : null, detail: "Shareholder (person or company not stated)",
      });
    if (holder.companyNumber && holder.companyNumber !== facts.number) b.follow(holder.companyNumber, level + 1);
    const percent = holder.percentOfAll;
    b.addEdge({ from: id, to: owned, relation: "shareholding", label: percent === null ? `Holds ${holder.className} shares (count not given)` : `Holds ${percent.toFixed(1)}% of all shares`, natureCodes: [], percent, ceased: null, notified: null });
  }
  for (const [company, relation, label] of [[facts.parent, "parent", "Parent company"], [facts.ultimateParent, "ultimate-parent", "Ultimate parent company"]] as const) {
    if (!company?.crn) continue;
    b.addEdge({ from: b.companyNode(company.crn, company.name, level + 1), to: owned, relation, label, natureCodes: [], percent: null, ceased: null, notified: null });
    b.follow(company.crn, level + 1);
  }
}

function controllerNode(controller: ControllerFact, owned: string, index: number, level: number, b: Builders): string {
  const ceased = controller.ceased ? `Ceased on ${controller.ceased}` : null;
  if (!controller.name) {
    return b.addNode({ id: `unknown:${owned}:${index}`, kind: "unknown", name: "Controller not named", crn: null, status: null, depth: level + 1, gap: ["The register does not name this controller", ceased].filter(Boolean).join("; "), detail: null });
  }
  if (controller.companyNumber) {
    const id = b.companyNode(controller.companyNumber, controller.name, level + 1);
    // A company recorded as its own controller is drawn as a loop and not looked up again.
    if (controller.companyNumber !== owned) b.follow(controller.companyNumber, level + 1);
    return id;
  }
  if (controller.corporate) {
    return b.addNode({
      id: `entity:${nameKey(controller.name)}`, kind: "entity", name: controller.name, crn: null, status: null, depth: level + 1,
      gap: ["Not followed: no UK company number (registered elsewhere or not stated)", ceased].filter(Boolean).join("; "), detail: controller.registered,
    });
  }
  // The same name and birth month under two companies of a group is taken as one person.
  return b.addNode({
    id: `person:${nameKey(controller.name)}:${controller.birthDate ?? ""}`, kind: "person", name: controller.name, crn: null, status: null, depth: level + 1,
    gap: ceased, detail: [controller.nationality, controller.birthDate ? `born ${controller.birthDate}` : null].filter(Boolean).join(", ") || null,
  });
}
