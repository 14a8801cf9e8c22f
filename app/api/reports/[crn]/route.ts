// GET /api/reports/{crn}?format=pdf|xlsx|json — the company report an analyst files, as PDF, Excel or JSON
import { serveReport } from "@/lib/report/respond";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveReport();
