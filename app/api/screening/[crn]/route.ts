// GET /api/screening/{crn} — the company, its officers, PSCs and owners against the lists in force, every match explained and with its reviews
import { route } from "@/lib/api/route";
import { screeningRoute } from "@/lib/screening/serve-screening";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(screeningRoute, { GET: "signed-in · lookups" });
