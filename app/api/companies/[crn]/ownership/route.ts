// GET /api/companies/{crn}/ownership — the ownership graph (?depth=1–6, default 3), or BODS 0.4 JSON (?format=bods)
import { GET_OWNERSHIP, readOnlyOwnership } from "@/lib/ownership/serve";

export const GET = GET_OWNERSHIP;
export const POST = readOnlyOwnership;
export const PUT = readOnlyOwnership;
export const PATCH = readOnlyOwnership;
export const DELETE = readOnlyOwnership;
