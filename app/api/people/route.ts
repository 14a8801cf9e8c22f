// GET /api/people — linked-company risk of a company's officers (?company=&pnr=, pnr repeated or comma-separated)
import { route } from "@/lib/api/route";
import { officersLinkedRoute } from "@/lib/people/people-routes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(officersLinkedRoute, { GET: "signed-in · store" });
