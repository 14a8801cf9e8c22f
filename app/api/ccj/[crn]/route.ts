// GET /api/ccj/{crn} — county court judgments against a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyCcjs), { GET: "signed-in · lookups" });
