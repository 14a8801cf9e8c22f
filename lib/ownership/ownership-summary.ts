// What an ownership graph reached and where its data stops, in one sentence: the Ownership tab, the PDF and the
// workbook say the same.
export interface OwnershipReach {
  parties: number;
  links: number;
  lookups: number;
  maxLookups: number;
  depth: number;
  /** Parties that mark where the data stops. */
  gaps: number;
  notFollowed: readonly string[];
}

/** `gapsShown`: where the reader sees the gaps (the tab has a drawing; the reports only the table). */
export function ownershipSummary(reach: OwnershipReach, gapsShown = "dashed in the drawing, and in the table's last column"): string {
  const { parties, links, lookups, maxLookups, depth, gaps, notFollowed } = reach;
  return `${parties} parties and ${links} links, from ${lookups} company ${lookups === 1 ? "profile" : "profiles"} looked up `
    + `(at most ${maxLookups} per graph), following corporate owners with a UK company number up to ${depth} ${depth === 1 ? "level" : "levels"}. `
    + (gaps ? `${gaps} of the parties mark where the data stops (${gapsShown}).` : "Nothing is missing from the record at this depth.")
    + (notFollowed.length ? ` Not followed: ${notFollowed.join(", ")}.` : "");
}
