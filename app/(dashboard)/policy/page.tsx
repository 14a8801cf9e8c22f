// /policy — the credit policy in force, its version history, and (admins only) the form that makes a new version.
import type { Metadata } from "next";
import { PolicyScreen } from "@/components/policy/policy-screen";
import { requireUser } from "@/lib/auth/page-guard";
import { policyHistoryOnServer } from "@/lib/policy/history-on-server";

export const metadata: Metadata = { title: "Credit policy" };

export default async function PolicyPage() {
  const user = await requireUser();
  const history = await policyHistoryOnServer();
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold">Credit policy</h1>
        <p className="text-sm text-ink-muted">
          The rule that turns a company&apos;s scores, accounts and risk flags into a band, an action and a suggested limit.
          Every change is a new version, kept for ever; every limit names the version that produced it.
        </p>
      </div>
      {history.ok ? (
        <PolicyScreen initial={history.items} canEdit={user.role === "admin"} />
      ) : (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">The policy could not be read: {history.detail}</p>
      )}
    </main>
  );
}
