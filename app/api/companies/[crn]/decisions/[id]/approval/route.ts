// POST /api/companies/{crn}/decisions/{id}/approval — a second approver approves or rejects a decision awaiting four-eyes (audited)
import { route } from "@/lib/api/route";
import { approvalRoute } from "@/lib/decisions/serve-approval";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(approvalRoute, { POST: "signed-in · store" });
