// GET /api/charges/secured — charges by charge type, paged
import { serve } from "@/lib/api/handle";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE } = serve(operations.securedCharges);
