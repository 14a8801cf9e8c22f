// GET /api/companies/{crn} — the floor's pass-through: forward to the upstream with the key, answer its body.
// What the smallest Next.js route handler that does the BFF's job at all must cost: no validation, no audit.
const upstream = process.env.FLOOR_UPSTREAM;
const key = process.env.FLOOR_KEY;

export const dynamic = "force-dynamic";

export async function GET(_request, { params }) {
  const { crn } = await params;
  const answer = await fetch(`${upstream}/companies/${encodeURIComponent(crn)}`, {
    headers: { "x-api-key": key, accept: "application/json" },
  });
  return new Response(await answer.text(), { status: answer.status, headers: { "content-type": "application/json" } });
}
