import "server-only";
// GET|POST /api/companies/{crn}/notes and /decisions. The route builder has refused cross-site and anonymous calls,
// checked the company number by its own rule and the body by the strict schemas (a problem names the field), and
// records every read and write in the audit trail (a write that cannot be audited is not answered).
import type { InputRules } from "@/lib/api/read-input";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json, type ApiCall } from "@/lib/api/with-api";
import { COMPANY_NOTES, COMPANY_NOTE_ADDED, CREDIT_DECISIONS, CREDIT_DECISION_RECORDED } from "@/lib/audit/audited-operations";
import { companyInput } from "@/lib/assessment/serve";
import { decisionInputSchema, noteInputSchema, type DecisionInput, type DecisionsAnswer, type NotesAnswer } from "./decision-input";
import { recordDecision } from "./record-decision";
import { addNote, decisionInForce, listDecisions, listNotes } from "./store";

const byCompany: InputRules = companyInput;

export function author(call: ApiCall) {
  return { username: call.principal.username, name: call.principal.name };
}

export const notesRoute = defineRoute({
  subject: "Notes are appended and read",
  methods: {
    GET: endpoint({
      lane: "store",
      input: byRules(byCompany),
      audit: { operation: COMPANY_NOTES, params: (_input, _body, call) => call.params },
      handler: async ({ input }) => ({ data: { companyNumber: input.path.crn, items: await listNotes(input.path.crn) } satisfies NotesAnswer }),
    }),
    POST: endpoint({
      lane: "store",
      input: byRules(byCompany),
      body: { schema: noteInputSchema, what: "note" },
      audit: { operation: COMPANY_NOTE_ADDED, params: (_input, body, call) => ({ ...call.params, ...(body ? { characters: body.body.length } : {}) }) },
      handler: async (call) => ({ data: await addNote(call.input.path.crn, author(call), call.body.body, call.requestId), status: 201 }),
    }),
  },
});

// What the handler learns after the audit's parameters were read (whether the decision overrides the policy, waits
// for a second approver, the policy version): the audit record is written after the answer, from this same object.
const auditedDecisions = new WeakMap<Request, Record<string, string | number>>();

function decisionParams(body: DecisionInput | null, call: ApiCall): Record<string, string | number> {
  const params: Record<string, string | number> = { ...call.params };
  if (body) {
    params.outcome = body.outcome;
    params.reviewDate = body.reviewDate;
    if (body.limitGranted != null) params.limitGranted = body.limitGranted;
  }
  auditedDecisions.set(call.request, params);
  return params;
}

export const decisionsRoute = defineRoute({
  subject: "Decisions are appended and read",
  methods: {
    GET: endpoint({
      lane: "store",
      input: byRules(byCompany),
      audit: { operation: CREDIT_DECISIONS, params: (_input, _body, call) => call.params },
      handler: async ({ input, principal }) => {
        const items = await listDecisions(input.path.crn);
        return json({ companyNumber: input.path.crn, current: decisionInForce(items), items, viewer: principal.username } satisfies DecisionsAnswer);
      },
    }),
    POST: endpoint({
      lane: "lookups",
      input: byRules(byCompany),
      // Built per request: a review date must be today or later.
      body: { schema: () => decisionInputSchema(), what: "decision" },
      audit: { operation: CREDIT_DECISION_RECORDED, params: (_input, body, call) => decisionParams(body, call) },
      handler: (call) => recordDecision(call.input.path.crn, author(call), call.body, call, auditedDecisions.get(call.request)),
    }),
  },
});
