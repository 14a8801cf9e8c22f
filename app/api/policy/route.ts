// GET|PUT /api/policy — the credit policy in force (any signed-in user), and a change to it: a new version (admins; audited)
import { route } from "@/lib/api/route";
import { policyRoute } from "@/lib/policy/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(policyRoute, { GET: "signed-in · store", PUT: "admin only · store" });
