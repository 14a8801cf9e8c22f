// GET|POST /api/companies/{crn}/notes — the team's notes on a company (append-only, audited)
import { notesRoute } from "@/lib/decisions/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = notesRoute;
