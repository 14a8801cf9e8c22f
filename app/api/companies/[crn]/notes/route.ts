// GET|POST /api/companies/{crn}/notes — the team's notes on a company (append-only, audited)
import { route } from "@/lib/api/route";
import { notesRoute } from "@/lib/decisions/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(notesRoute, { GET: "signed-in · store", POST: "signed-in · store" });
