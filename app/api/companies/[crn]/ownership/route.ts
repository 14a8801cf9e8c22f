// GET /api/companies/{crn}/ownership — the ownership graph (?depth=1–6, default 3), or BODS 0.4 JSON (?format=bods)
import { route } from "@/lib/api/route";
import { ownershipRoute } from "@/lib/ownership/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(ownershipRoute, { GET: "signed-in · reports" });
