// GET /api/ccj/{crn} — county court judgments against a company
import { serve } from "@/lib/api/handle";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.companyCcjs);
