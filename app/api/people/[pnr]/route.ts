// GET /api/people/{pnr} — a person's appointments known to this dashboard, the service's count and linked-company risk
import { route } from "@/lib/api/route";
import { personRoute } from "@/lib/people/people-routes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(personRoute, { GET: "signed-in · store" });
