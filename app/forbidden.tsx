// Shown with status 403 when a signed-in user opens a page their role does not allow (e.g. an analyst on /audit).
import Link from "next/link";

export default function Forbidden() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-3 px-4 py-16">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p className="text-ink-muted">This page is for admins. Your own lookups are in your history.</p>
      <p className="flex gap-4">
        <Link href="/history" className="text-brand underline-offset-2 hover:underline">My history</Link>
        <Link href="/" className="text-brand underline-offset-2 hover:underline">Home</Link>
      </p>
    </main>
  );
}
