// Companies ticked for a side-by-side comparison (search results, a watchlist's portfolio): in the order ticked, at
// most MAX_ON_SCREEN, and whether the selection can be compared yet. Pure, so every list that offers "Compare
// selected" behaves alike.
import { MAX_ON_SCREEN } from "./compare-input";

export const MIN_TO_COMPARE = 2;

/** The selection with `number` ticked or unticked; a tick beyond the cap leaves the selection as it was. */
export function toggleSelection(selected: readonly string[], number: string, max = MAX_ON_SCREEN): string[] {
  if (selected.includes(number)) return selected.filter((item) => item !== number);
  return selected.length >= max ? [...selected] : [...selected, number];
}

/** Why the selection cannot be compared yet, or null when it can. */
export function selectionProblem(selected: readonly string[], max = MAX_ON_SCREEN): string | null {
  if (selected.length < MIN_TO_COMPARE) return `Tick ${MIN_TO_COMPARE} to ${max} companies to compare them (${selected.length} ticked).`;
  if (selected.length > max) return `At most ${max} companies side by side (${selected.length} ticked).`;
  return null;
}
