// GET /api/compare — companies side by side (?companies=a,b,… up to 200; ?format=json|csv|xlsx)
import { route } from "@/lib/api/route";
import { compareRoute } from "@/lib/compare/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(compareRoute, { GET: "signed-in · exports queue" });
