// GET|POST /api/companies/{crn}/decisions — the credit decision in force and the history it superseded (append-only, audited)
import { decisionsRoute } from "@/lib/decisions/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = decisionsRoute;
