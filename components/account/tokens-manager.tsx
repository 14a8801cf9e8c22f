"use client";
// Create a token (its secret is shown once, here) with its scope, read-only unless write access is chosen, and revoke
// tokens. Calls /api/tokens from this same origin.
import { useState, type FormEvent } from "react";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { buttonClassName } from "@/components/ui/button";
import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES, type TokenScope } from "@/lib/auth/token-scope";
import type { TokenSummary } from "@/lib/auth/tokens";

async function send(path: string, method: "POST" | "DELETE", body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
    throw new Error(problem?.detail ?? `The server answered ${response.status}.`);
  }
  return response;
}

// In UTC, said so, as every time on the site is: the server draws this table first, and a time in the server's zone
// would not match the browser's own (a hydration error for anyone outside UTC).
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string | null) => (iso ? `${dateFormat.format(new Date(iso))} UTC` : "—");

function tokenState(token: TokenSummary, now: number): { text: string; live: boolean } {
  if (token.revokedAt) return { text: `Revoked ${when(token.revokedAt)}`, live: false };
  if (Date.parse(token.expiresAt) <= now) return { text: "Expired", live: false };
  return { text: "Active", live: true };
}

export function TokensManager({ initial }: { initial: TokenSummary[] }) {
  const [tokens, setTokens] = useState(initial);
  const [label, setLabel] = useState("");
  // The least a script needs: most only read.
  const [scope, setScope] = useState<TokenScope>("read-only");
  const [created, setCreated] = useState<{ label: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Expiry is judged against when the page was opened: rendering stays pure, and a reload brings it up to date.
  const [openedAt] = useState(() => Date.now());

  async function create(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const answer = (await (await send("/api/tokens", "POST", { label, scope })).json()) as TokenSummary & { token: string };
      const { token, ...summary } = answer;
      setCreated({ label: summary.label, token });
      setTokens((list) => [summary, ...list]);
      setLabel("");
      setScope("read-only");
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  async function revoke(id: string) {
    setError(null);
    try {
      await send(`/api/tokens/${encodeURIComponent(id)}`, "DELETE");
      setTokens((list) => list.map((token) => (token.id === id ? { ...token, revokedAt: new Date().toISOString() } : token)));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={create} aria-label="Create a token" className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-4">
        <FormField id="token-label" label="What the token is for" hint="e.g. nightly portfolio check" className="min-w-64 flex-1">
          {(control) => <input {...control} value={label} onChange={(event) => setLabel(event.target.value)} required maxLength={100} className={controlClassName} />}
        </FormField>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="mb-1 font-medium">What it may do</legend>
          {TOKEN_SCOPES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="token-scope" value={value} checked={scope === value} onChange={() => setScope(value)} />
              {TOKEN_SCOPE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClassName("primary", "control")}>Create token</button>
      </form>
      {error ? <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{error}</p> : null}
      {created ? (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-line bg-success-soft p-4 text-sm">
          <p className="font-semibold text-success">Token “{created.label}” created. Copy it now: it will not be shown again.</p>
          <label htmlFor="new-token" className="text-ink">Token</label>
          <input id="new-token" readOnly value={created.token} onFocus={(event) => event.target.select()} className={`${controlClassName} font-mono`} />
        </div>
      ) : null}
      {tokens.length === 0 ? (
        <p className="text-ink-muted">You have no tokens.</p>
      ) : (
        <TableScroll label="Your tokens">
          <Table caption="Your tokens">
            <thead>
              <tr><Th>For</Th><Th>May</Th><Th>Created</Th><Th>Expires</Th><Th>Last used</Th><Th>State</Th><Th><span className="sr-only">Actions</span></Th></tr>
            </thead>
            <tbody>
              {tokens.map((token) => {
                const state = tokenState(token, openedAt);
                return (
                  <tr key={token.id} className="border-b border-line last:border-0">
                    <Td>{token.label}</Td>
                    <Td>{token.scope === "read-only" ? "Read only" : "Read and write"}</Td>
                    <Td>{when(token.createdAt)}</Td>
                    <Td>{when(token.expiresAt)}</Td>
                    <Td>{when(token.lastUsedAt)}</Td>
                    <Td>{state.text}</Td>
                    <Td>
                      {state.live ? (
                        <button type="button" onClick={() => void revoke(token.id)} className={buttonClassName("secondary", "control")} aria-label={`Revoke token ${token.label}`}>
                          Revoke
                        </button>
                      ) : null}
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </div>
  );
}
