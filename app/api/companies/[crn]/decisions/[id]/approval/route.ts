// POST /api/companies/{crn}/decisions/{id}/approval — a second approver approves or rejects a decision awaiting four-eyes (audited)
import { approvalRoute } from "@/lib/decisions/serve-approval";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = approvalRoute;
