// GET /api/international-trade/{codes} — companies trading in commodity codes, paged
import { serve } from "@/lib/api/handle";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.internationalTrade, { after: [learnFromAnswer] });
