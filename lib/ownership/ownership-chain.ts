// The ownership chain in brief, for the report's one-page diagram: the company, who owns or controls it now, and
// who owns or controls them, a few levels up, each level cut to its first parties (the Ownership tab's order) with
// how many more there are. Read from the Ownership tab's rows (./ownership-edge-rows), so the diagram, its table
// alternative and the tab say the same thing; ceased links, PSC statements and the company's own subsidiaries are not owners.
import { RELATION_WORDS, type OwnershipEdgeRow } from "./ownership-edge-rows";

type Row = Omit<OwnershipEdgeRow, "key">;

export interface ChainLink {
  owner: string;
  ownerCrn: string | null;
  ownerKind: string;
  relation: string;
  what: string;
  /** The party it owns or controls: the company, or an owner of the level below. */
  owned: string;
  ownedCrn: string | null;
}

export interface ChainLevel {
  links: ChainLink[];
  /** Current links at this level beyond those shown (owners of parties shown). */
  more: number;
}

export interface ChainBounds {
  /** Links shown per level. */
  perLevel: number;
  /** Levels above the company. */
  levels: number;
}

export const REPORT_CHAIN_BOUNDS: ChainBounds = { perLevel: 4, levels: 3 };

const partyKey = (name: string, crn: string | null) => (crn ? `crn:${crn.toUpperCase()}` : `name:${name.trim().toLowerCase()}`);

/** Level 1 owns the company, level 2 owns level 1's shown parties, and so on; empty levels end the chain. */
export function ownershipChain(rows: readonly Row[], company: { name: string; number: string }, bounds: ChainBounds = REPORT_CHAIN_BOUNDS): ChainLevel[] {
  // A PSC statement ("No PSC notified") says who is not known, not who owns: it is the Ownership appendix's.
  const current = rows.filter((row) => row.status === "Current" && row.relation !== RELATION_WORDS.statement);
  const placed = new Set([partyKey(company.name, company.number)]);
  let below = new Set(placed);
  const levels: ChainLevel[] = [];
  for (let level = 0; level < bounds.levels && below.size > 0; level += 1) {
    const owners = new Map<string, ChainLink>();
    for (const row of current) {
      const owner = partyKey(row.owner, row.ownerCrn);
      if (!below.has(partyKey(row.owned, row.ownedCrn)) || placed.has(owner) || owners.has(owner)) continue;
      owners.set(owner, { owner: row.owner, ownerCrn: row.ownerCrn, ownerKind: row.ownerKind, relation: row.relation, what: row.what, owned: row.owned, ownedCrn: row.ownedCrn });
    }
    if (owners.size === 0) break;
    const shown = [...owners.entries()].slice(0, bounds.perLevel);
    levels.push({ links: shown.map(([, link]) => link), more: owners.size - shown.length });
    for (const key of owners.keys()) placed.add(key);
    below = new Set(shown.map(([key]) => key));
  }
  return levels;
}
