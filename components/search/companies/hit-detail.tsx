// The line under a directory hit: its number, where it is, its status, and what matched when it was not the name.
import type { CompanyHit } from "@/lib/queries/search-companies";
import { Highlight } from "./highlight";

export const MATCHED_LABELS: Record<CompanyHit["matched"], string> = {
  number: "Company number",
  name: "Name",
  previousName: "Former name",
  postcode: "Postcode",
};

export function hitPlace(hit: CompanyHit): string {
  return [hit.town, hit.postcode].filter(Boolean).join(" ");
}

/** The former name or postcode that matched, highlighted; nothing when the name or number itself matched. */
export function MatchedText({ hit, query }: { hit: CompanyHit; query: string }) {
  if (!hit.matchedText || hit.matched === "name" || hit.matched === "number") return null;
  return (
    <span>
      {hit.matched === "previousName" ? "formerly " : "postcode "}
      <Highlight text={hit.matchedText} query={query} />
    </span>
  );
}
