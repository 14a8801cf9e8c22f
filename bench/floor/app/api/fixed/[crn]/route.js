// GET /api/fixed/{crn} — the fixed body at a path shaped as the BFF's lookup (/api/companies/{crn}), so that Next
// matches a dynamic segment for both: what a route handler costs that only answers, the floor of a BFF cache hit.
import { fixedAnswer } from "../../../../lib/fixed-body.js";

export const dynamic = "force-dynamic";

export function GET() {
  return fixedAnswer();
}
