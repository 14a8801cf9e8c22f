// "n/m" where a ratio is not meaningful, with the reason: shown in the table and as the hover and focus hint.
export function NotMeaningful({ reason }: { reason: string }) {
  return (
    <span data-testid="not-meaningful" className="inline-flex flex-col items-end">
      <abbr title={`Not meaningful: ${reason}`} tabIndex={0} className="cursor-help font-medium">n/m</abbr>
      <span className="max-w-56 text-xs font-normal whitespace-normal text-ink-muted">{reason}</span>
    </span>
  );
}
