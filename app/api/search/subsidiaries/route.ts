// GET /api/search/subsidiaries — the companies the directory has seen whose parent is ?parent= (&limit=)
import { route } from "@/lib/api/route";
import { subsidiariesRoute } from "@/lib/directory/subsidiaries-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(subsidiariesRoute, { GET: "signed-in · store" });
