// GET /api/reports/{crn}?format=pdf|xlsx|json — the company report an analyst files, as PDF, Excel or JSON
import { route } from "@/lib/api/route";
import { serveReport } from "@/lib/report/respond";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serveReport(), { GET: "signed-in · exports queue" });
