// GET|POST /api/companies/{crn}/decisions — the credit decision in force and the history it superseded (append-only, audited)
import { route } from "@/lib/api/route";
import { decisionsRoute } from "@/lib/decisions/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(decisionsRoute, { GET: "signed-in · store", POST: "signed-in · lookups" });
