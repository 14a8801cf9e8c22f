// GET /api/fixed — the fixed body at a static path: context for the cache-hit budget, what Next's matching of a
// dynamic segment adds to the same answer (the budget's route is ./[crn]/route.js).
import { fixedAnswer } from "../../../lib/fixed-body.js";

export const dynamic = "force-dynamic";

export function GET() {
  return fixedAnswer();
}
