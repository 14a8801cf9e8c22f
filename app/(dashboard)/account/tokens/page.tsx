// /account/tokens — create and revoke personal API tokens for scripts (Authorization: Bearer).
import type { Metadata } from "next";
import { TokensManager } from "@/components/account/tokens-manager";
import { requireUser } from "@/lib/auth/page-guard";
import { listTokens } from "@/lib/auth/tokens";

export const metadata: Metadata = { title: "API tokens" };

export default async function TokensPage() {
  const user = await requireUser();
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold">Personal API tokens</h1>
        <p className="text-sm text-ink-muted">
          A script can call this dashboard&apos;s API as you with <code>Authorization: Bearer &lt;token&gt;</code>. Its lookups
          are recorded under your name. The data service&apos;s own key is never handed out.
        </p>
      </div>
      <TokensManager initial={await listTokens(user.username)} />
    </main>
  );
}
