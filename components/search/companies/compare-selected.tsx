"use client";
// "Compare selected": opens the comparison of the companies ticked in the results (2 to 10), or says why not yet.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { compareHref } from "@/lib/compare/compare-format";
import { MAX_ON_SCREEN } from "@/lib/compare/compare-input";
import { selectionProblem } from "@/lib/compare/compare-selection";

export function CompareSelected({ selected, onClear }: { selected: readonly string[]; onClear: () => void }) {
  const router = useRouter();
  const problem = selectionProblem(selected);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="primary" disabled={problem !== null} aria-describedby="compare-selected-status"
        onClick={() => router.push(compareHref(selected))}>
        Compare selected ({selected.length})
      </Button>
      {selected.length > 0 && <Button type="button" onClick={onClear}>Clear ticks</Button>}
      <p id="compare-selected-status" role="status" className="text-sm text-ink-muted">
        {problem ?? `${selected.length} ticked${selected.length === MAX_ON_SCREEN ? ` (at most ${MAX_ON_SCREEN} side by side)` : ""}.`}
      </p>
    </div>
  );
}
