// GET /api/docs — the API's reference page, rendered from /api/openapi.json by a viewer served from this origin
import { route } from "@/lib/api/route";
import { docsRoute } from "@/lib/api/openapi/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(docsRoute, { GET: "public · none" });
