import "server-only";
// POST /api/companies/{crn}/decisions/{id}/approval: four-eyes. A decision granting more than the policy's
// threshold is not in force until a different user approves it; the recorder cannot, and a decision has one answer.
import { z } from "zod";
import type { InputRules } from "@/lib/api/read-input";
import { problem, problemResponse } from "@/lib/api/problem";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json } from "@/lib/api/with-api";
import { CREDIT_DECISION_APPROVAL } from "@/lib/audit/audited-operations";
import { companyNumber, param } from "@/lib/upstream/params";
import { OVERRIDE_REASON_MAX } from "./decision-terms";
import { author } from "./serve";
import { addApproval, decisionById } from "./store";

const DECISION_ID = /^[1-9]\d{0,14}$/;

const approvalInput: InputRules = {
  pathParams: {
    crn: companyNumber,
    id: param("a decision's id: a whole number from 1", (raw) => (DECISION_ID.test(raw) ? Number(raw) : undefined)).required,
  },
  query: {},
};

export const approvalInputSchema = z.strictObject({
  approve: z.boolean({ error: "is required: true to approve, false to reject" }),
  comment: z.string({ error: "must be text" }).trim().max(OVERRIDE_REASON_MAX, `must be at most ${OVERRIDE_REASON_MAX} characters`)
    .nullish().transform((value) => value || null),
});

export const approvalRoute = defineRoute({
  subject: "A decision's second approval is given",
  methods: {
    POST: endpoint({
      lane: "store",
      input: byRules(approvalInput),
      body: { schema: approvalInputSchema, what: "approval" },
      audit: {
        operation: CREDIT_DECISION_APPROVAL,
        params: (input, body, call) => ({ ...(input?.path ?? call.params), ...(body ? { approve: String(body.approve) } : {}) }),
      },
      handler: async (call) => {
        const { crn, id } = call.input.path;
        const decision = await decisionById(crn, Number(id));
        if (!decision) return problemResponse(problem("not-found", `Company ${crn} has no decision ${id}.`));
        if (!decision.approval.required) {
          return problemResponse(problem("already-decided", `Decision ${id} needs no second approver: it was in force when recorded.`));
        }
        if (decision.approval.status !== "awaiting") {
          return problemResponse(problem("already-decided", `Decision ${id} was already ${decision.approval.status} by ${decision.approval.by}.`));
        }
        if (decision.username === call.principal.username) {
          return problemResponse(problem("forbidden", "You recorded this decision: a different user must approve or reject it (four-eyes)."));
        }
        const written = await addApproval(decision.id, author(call), call.body.approve, call.body.comment, call.requestId);
        if (!written) return problemResponse(problem("already-decided", `Decision ${id} was approved or rejected by someone else meanwhile.`));
        return json(await decisionById(crn, decision.id), 200);
      },
    }),
  },
});
