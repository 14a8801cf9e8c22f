import "server-only";
// The Policy screen's versions, read while the page renders through the API's own route handler called in-process
// with the visitor's headers: the same sign-in, limits and audit record ("Credit policy versions") as the browser's
// GET /api/policy/versions, and the page arrives with the policy in its HTML.
import { headers } from "next/headers";
import { policyVersionsRoute } from "./serve";
import type { PolicyVersionView } from "./version-view";

export type PolicyHistoryAnswer = { ok: true; items: PolicyVersionView[] } | { ok: false; status: number; detail: string };

export const POLICY_VERSIONS_PATH = "/api/policy/versions";

export async function policyHistoryOnServer(): Promise<PolicyHistoryAnswer> {
  const incoming = await headers();
  const forwarded = new Headers(incoming);
  forwarded.set("accept", "application/json");
  const request = new Request(new URL(POLICY_VERSIONS_PATH, `http://${incoming.get("host") ?? "localhost"}`), { headers: forwarded });
  const response = await policyVersionsRoute.handlers.GET(request, { params: Promise.resolve({}) });
  const body = (await response.json().catch(() => null)) as { items?: PolicyVersionView[]; detail?: string } | null;
  if (response.ok && body?.items) return { ok: true, items: body.items };
  return { ok: false, status: response.status, detail: body?.detail ?? `The server answered ${response.status}.` };
}
