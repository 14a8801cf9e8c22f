// GET /api/international-trade/{codes} — companies trading in commodity codes, paged
import { serve } from "@/lib/api/handle";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE } = serve(operations.internationalTrade);
