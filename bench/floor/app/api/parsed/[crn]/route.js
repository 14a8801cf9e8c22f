// GET /api/parsed/{crn} — the pass-through with the least a server that reads its answers must add: the upstream's
// body parsed and serialised again, nothing checked, worded or recorded. Context for the uncached budget: what
// JSON.parse and JSON.stringify of the same answers cost on their own, beside the pass-through that does neither.
import { askCompany } from "../../../../lib/upstream.js";

export const dynamic = "force-dynamic";

export async function GET(_request, { params }) {
  const answer = await askCompany((await params).crn);
  const body = JSON.parse(await answer.text());
  return new Response(JSON.stringify(body), { status: answer.status, headers: { "content-type": "application/json" } });
}
