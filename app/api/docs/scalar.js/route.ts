// GET /api/docs/scalar.js — the reference page's viewer (Scalar's standalone bundle, from this origin)
import { route } from "@/lib/api/route";
import { docsScriptRoute } from "@/lib/api/openapi/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(docsScriptRoute, { GET: "public · none" });
