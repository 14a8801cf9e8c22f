// The frame every search screen shares: a heading, one line on what it finds, the form, then the results.
import type { ReactNode } from "react";

export const RESULTS_HEADING_ID = "results-heading";

export function SearchScreen({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-ink-muted">{description}</p>
      </header>
      {children}
    </main>
  );
}

/** The form's card; `label` names the search region for screen-reader users moving by landmark. */
export function SearchFormCard({ label, onSubmit, children }: {
  label: string;
  onSubmit: (form: FormData) => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
        // The form is re-created from the new URL, which would drop keyboard focus to the page; the results are
        // where the user goes next, so focus (and the screen reader) land there.
        document.getElementById(RESULTS_HEADING_ID)?.focus();
      }}
    >
      {children}
    </form>
  );
}

/** Shown while the screen waits to read its URL on the client (static prerender), so a reload never paints blank. */
export function SearchScreenFallback({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div aria-hidden="true" className="h-40 animate-pulse rounded-lg border border-line bg-surface" />
    </main>
  );
}
