// GET /api/property-register/title-number/{title} — the company linked to a property title
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.propertyByTitle, { after: [learnFromAnswer] }), { GET: "signed-in · lookups" });
