// GET /api/govt-procurement — government procurement notices by filter
import { serve } from "@/lib/api/handle";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.govtProcurement, { after: [learnFromAnswer] });
