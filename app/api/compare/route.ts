// GET /api/compare — companies side by side (?companies=a,b,… up to 200; ?format=json|csv|xlsx)
import { GET_COMPARE, readOnlyCompare } from "@/lib/compare/serve";

export const GET = GET_COMPARE;
export const POST = readOnlyCompare;
export const PUT = readOnlyCompare;
export const PATCH = readOnlyCompare;
export const DELETE = readOnlyCompare;
