// GET /api/openapi.json — the OpenAPI 3.1 description of this API (public: a developer reads it before having a token)
import { route } from "@/lib/api/route";
import { openApiRoute } from "@/lib/api/openapi/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(openApiRoute, { GET: "public · none" });
