// Any /api path no other route serves — a problem+json 404 for every method
import { unknownApiPath } from "@/lib/api/unknown-api-path";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(unknownApiPath, { GET: "public · none", POST: "public · none", PUT: "public · none", PATCH: "public · none", DELETE: "public · none" });
