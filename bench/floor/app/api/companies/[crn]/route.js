// GET /api/companies/{crn} — the floor's pass-through: forward to the upstream with the key, answer its body.
// What the smallest Next.js route handler that does the BFF's job at all must cost: no validation, no audit.
import { askCompany } from "../../../../lib/upstream.js";

export const dynamic = "force-dynamic";

export async function GET(_request, { params }) {
  const answer = await askCompany((await params).crn);
  return new Response(await answer.text(), { status: answer.status, headers: { "content-type": "application/json" } });
}
