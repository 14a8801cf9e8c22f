// Shown with status 403 when a signed-in user opens a page their role does not allow (e.g. an analyst on /audit).
// Plain links: next/link here would be a client reference of the root layout, and so put a second copy of
// next/link's code in the first load of every page, the sign-in page included.

export default function Forbidden() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-3 px-4 py-16">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p className="text-ink-muted">This page is for admins. Your own lookups are in your history.</p>
      <p className="flex gap-4">
        <a href="/history" className="text-brand underline-offset-2 hover:underline">My history</a>
        <a href="/" className="text-brand underline-offset-2 hover:underline">Home</a>
      </p>
    </main>
  );
}
