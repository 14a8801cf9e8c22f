// Button looks for the search and home screens. Local until the company page's components/ui/button lands; then
// these move there (kept to class names so the swap is a one-line import change).
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export const primaryButtonClassName =
  `inline-flex min-h-10 items-center justify-center rounded-md bg-brand px-4 text-sm font-semibold text-brand-ink hover:opacity-90 disabled:opacity-60 ${focusRing}`;

export const secondaryButtonClassName =
  `inline-flex min-h-10 items-center justify-center rounded-md border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted ${focusRing}`;

export const textLinkClassName = `text-brand underline-offset-2 hover:underline ${focusRing} rounded-sm`;
