// GET /api/psc/{crn} — persons with significant control of a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyPsc), { GET: "signed-in · lookups" });
