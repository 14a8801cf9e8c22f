// GET /api/companies/{crn}/documents/{document} — one filing's document (PDF), fetched from the upstream with the key
import { route } from "@/lib/api/route";
import { serveFilingDocument } from "@/lib/documents/serve-document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serveFilingDocument(), { GET: "signed-in · lookups" });
