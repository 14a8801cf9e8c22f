// POST /api/screening/{crn}/reviews — an analyst's review of one match: false positive (with a reason) or confirmed (append-only, audited)
import { route } from "@/lib/api/route";
import { screeningReviewsRoute } from "@/lib/screening/serve-screening";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(screeningReviewsRoute, { POST: "signed-in · lookups" });
