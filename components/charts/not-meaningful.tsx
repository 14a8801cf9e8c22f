// "n/m" where a ratio is not meaningful, with the reason: shown beside it and as the hover and focus hint. In a
// table cell the reason sits under the "n/m"; in a sentence it follows it.
import { cx } from "@/components/ui/cx";

export function NotMeaningful({ reason, inline = false }: { reason: string; inline?: boolean }) {
  return (
    <span data-testid="not-meaningful" className={cx(inline ? "inline" : "inline-flex min-w-36 flex-col items-end")}>
      <abbr title={`Not meaningful: ${reason}`} tabIndex={0} className="cursor-help font-medium">n/m</abbr>
      {inline ? " — " : null}
      <span className={cx("text-ink-muted", inline ? "" : "text-xs font-normal whitespace-normal")}>{reason}</span>
    </span>
  );
}
