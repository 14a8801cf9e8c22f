// GET /api/charges/registered-by-date — charges registered between two dates
import { serve } from "@/lib/api/handle";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.chargesByDate, { after: [learnFromAnswer] });
