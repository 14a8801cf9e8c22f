// GET /api/companies/{crn}/documents/{document} — one filing's document (PDF), fetched from the upstream with the key
import { serveFilingDocument } from "@/lib/documents/serve-document";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serveFilingDocument();
