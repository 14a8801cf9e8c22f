// Keyboard travel along the ownership drawing: from a party, Up goes to the link to one of its owners and Down to
// the link to a company it owns; from a link, Up goes to the owner and Down to the company owned; Left and Right
// move among siblings (the other owners of the same company, else the other companies of the same owner); Home
// returns to the company asked about. Pure, so the rules are tested without a browser; the view supplies the
// left-to-right order of the layout.
import { NODE_KIND_WORDS, RELATION_WORDS } from "./ownership-edge-rows";
import type { OwnershipEdge, OwnershipGraph, OwnershipNode } from "./ownership-graph";

export type GraphFocus = { kind: "node"; id: string } | { kind: "edge"; id: string };
export const NAVIGATION_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home"] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export const isNavigationKey = (key: string): key is NavigationKey => (NAVIGATION_KEYS as readonly string[]).includes(key);

/** A node's place from left to right in the drawing; the graph's own order when no layout is given. */
export type NodeOrder = (nodeId: string) => number;

export function nextFocus(graph: OwnershipGraph, current: GraphFocus, key: NavigationKey, order: NodeOrder = graphOrder(graph)): GraphFocus | null {
  if (key === "Home") return rootFocus(graph);
  const byX = (pick: (edge: OwnershipEdge) => string) => (a: OwnershipEdge, b: OwnershipEdge) => order(pick(a)) - order(pick(b));
  if (current.kind === "node") {
    const owners = graph.edges.filter((edge) => edge.to === current.id).sort(byX((edge) => edge.from));
    const owned = graph.edges.filter((edge) => edge.from === current.id).sort(byX((edge) => edge.to));
    if (key === "ArrowUp") return owners[0] ? { kind: "edge", id: owners[0].id } : null;
    if (key === "ArrowDown") return owned[0] ? { kind: "edge", id: owned[0].id } : null;
    const siblings = nodeSiblings(graph, current.id, order);
    return step(siblings, current.id, key, (id) => ({ kind: "node", id }));
  }
  const edge = graph.edges.find((item) => item.id === current.id);
  if (!edge) return null;
  if (key === "ArrowUp") return { kind: "node", id: edge.from };
  if (key === "ArrowDown") return { kind: "node", id: edge.to };
  const sameOwned = graph.edges.filter((item) => item.to === edge.to).sort(byX((item) => item.from));
  const siblings = sameOwned.length > 1 ? sameOwned : graph.edges.filter((item) => item.from === edge.from).sort(byX((item) => item.to));
  return step(siblings.map((item) => item.id), edge.id, key, (id) => ({ kind: "edge", id }));
}

export function rootFocus(graph: OwnershipGraph): GraphFocus | null {
  const root = graph.nodes.find((node) => node.crn === graph.root) ?? graph.nodes[0];
  return root ? { kind: "node", id: root.id } : null;
}

/** What the focused party or link is, in relation to the others: for the live region that announces each move. */
export function describeFocus(graph: OwnershipGraph, focus: GraphFocus): string {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const name = (id: string) => nodes.get(id)?.name ?? "an unknown party";
  if (focus.kind === "edge") {
    const edge = graph.edges.find((item) => item.id === focus.id);
    if (!edge) return "";
    return `Link: ${name(edge.from)}, ${RELATION_WORDS[edge.relation].toLowerCase()} (${edge.label}) of ${name(edge.to)}${edge.ceased ? `, ceased ${edge.ceased}` : ""}. Up: the owner; Down: the company owned.`;
  }
  const node = nodes.get(focus.id);
  if (!node) return "";
  const owners = graph.edges.filter((edge) => edge.to === node.id).map((edge) => name(edge.from));
  const owned = graph.edges.filter((edge) => edge.from === node.id).map((edge) => name(edge.to));
  return [
    `${nodeLabel(node)}${node.crn === graph.root ? " (the company asked about)" : ""}.`,
    owners.length ? `Owned or controlled by ${list(owners)}.` : "No owner recorded.",
    owned.length ? `Owns or controls ${list(owned)}.` : "",
    node.crn ? "Enter opens its ownership." : "",
  ].filter(Boolean).join(" ");
}

/** A party's accessible name: name, kind, number and where the data stops. */
export function nodeLabel(node: OwnershipNode): string {
  return [node.name, NODE_KIND_WORDS[node.kind], node.crn, node.gap].filter(Boolean).join(", ");
}

function nodeSiblings(graph: OwnershipGraph, id: string, order: NodeOrder): string[] {
  const firstOwned = graph.edges.find((edge) => edge.from === id)?.to;
  const coOwners = firstOwned ? unique(graph.edges.filter((edge) => edge.to === firstOwned).map((edge) => edge.from)) : [];
  const firstOwner = graph.edges.find((edge) => edge.to === id)?.from;
  const siblings = coOwners.length > 1 || !firstOwner ? coOwners : unique(graph.edges.filter((edge) => edge.from === firstOwner).map((edge) => edge.to));
  return siblings.sort((a, b) => order(a) - order(b));
}

function step(ids: readonly string[], current: string, key: "ArrowLeft" | "ArrowRight", make: (id: string) => GraphFocus): GraphFocus | null {
  const index = ids.indexOf(current);
  const next = ids[index + (key === "ArrowRight" ? 1 : -1)];
  return index >= 0 && next !== undefined ? make(next) : null;
}

function graphOrder(graph: OwnershipGraph): NodeOrder {
  const index = new Map(graph.nodes.map((node, position) => [node.id, position]));
  return (id) => index.get(id) ?? 0;
}

const unique = (ids: string[]) => [...new Set(ids)];
/** Names once each (one owner may hold several links: control, shares, parent), at most three then a count. */
function list(names: string[]): string {
  const once = unique(names);
  const shown = once.length > 3 ? `${once.slice(0, 3).join(", ")} and ${once.length - 3} more` : once.join(", ");
  return names.length > once.length ? `${shown} (${names.length} links)` : shown;
}
