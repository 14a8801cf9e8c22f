import "server-only";
// GET|POST /api/companies/{crn}/notes and /decisions. withApi has already refused cross-site and anonymous calls;
// here the company number is validated by its own rule, the body by the strict schemas (a problem names the field),
// and every read and write is recorded in the audit trail (a write that cannot be audited is not answered).
import type { z } from "zod";
import { problem, problemResponse, type Problem } from "@/lib/api/problem";
import { readInput } from "@/lib/api/read-input";
import { json, withApi, type ApiCall } from "@/lib/api/with-api";
import { audited } from "@/lib/audit/record";
import { COMPANY_NOTES, COMPANY_NOTE_ADDED, CREDIT_DECISIONS, CREDIT_DECISION_RECORDED } from "@/lib/audit/audited-operations";
import { companyInput } from "@/lib/assessment/serve";
import { decisionInputSchema, noteInputSchema } from "./decision-input";
import { readJsonBody } from "./read-json-body";
import { addDecision, addNote, listDecisions, listNotes } from "./store";

type Read = { ok: true; crn: string } | { ok: false; problem: Problem };

function readCompany(call: ApiCall): Read {
  const read = readInput(companyInput, call.params, new URL(call.request.url).searchParams);
  return read.ok ? { ok: true, crn: read.input.path.crn } : read;
}

/** The first issue of a refused body, naming the field (or the unknown one) it concerns. */
export function bodyProblem(error: z.ZodError, what: string): Problem {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    return problem("invalid-parameter", `The ${what} has an unknown field '${key.slice(0, 50)}'.`, { parameter: key.slice(0, 50) });
  }
  const field = issue?.path.join(".") || "body";
  return problem("invalid-parameter", `The ${what}'s ${field} ${issue?.message ?? "is invalid"}.`, { parameter: field });
}

function author(call: ApiCall) {
  return { username: call.principal.username, name: call.principal.name };
}

export const notesRoute = {
  GET: withApi(async (call) => {
    const read = readCompany(call);
    return audited(call, { operation: COMPANY_NOTES, company: read.ok ? read.crn : null, params: call.params }, async () =>
      read.ok ? json({ companyNumber: read.crn, items: await listNotes(read.crn) }) : problemResponse(read.problem));
  }),
  POST: withApi(async (call) => {
    const read = readCompany(call);
    const body = read.ok ? await readJsonBody(call.request) : null;
    const parsed = body?.ok ? noteInputSchema.safeParse(body.body) : null;
    const params = { ...call.params, ...(parsed?.success ? { characters: parsed.data.body.length } : {}) };
    return audited(call, { operation: COMPANY_NOTE_ADDED, company: read.ok ? read.crn : null, params }, async () => {
      if (!read.ok) return problemResponse(read.problem);
      if (body && !body.ok) return problemResponse(body.problem);
      if (!parsed?.success) return problemResponse(bodyProblem(parsed!.error, "note"));
      return json(await addNote(read.crn, author(call), parsed.data.body, call.requestId), 201);
    });
  }),
};

export const decisionsRoute = {
  GET: withApi(async (call) => {
    const read = readCompany(call);
    return audited(call, { operation: CREDIT_DECISIONS, company: read.ok ? read.crn : null, params: call.params }, async () => {
      if (!read.ok) return problemResponse(read.problem);
      const items = await listDecisions(read.crn);
      return json({ companyNumber: read.crn, current: items[0] ?? null, items });
    });
  }),
  POST: withApi(async (call) => {
    const read = readCompany(call);
    const body = read.ok ? await readJsonBody(call.request) : null;
    const parsed = body?.ok ? decisionInputSchema().safeParse(body.body) : null;
    const params: Record<string, string | number> = { ...call.params };
    if (parsed?.success) {
      params.outcome = parsed.data.outcome;
      params.reviewDate = parsed.data.reviewDate;
      if (parsed.data.limitGranted != null) params.limitGranted = parsed.data.limitGranted;
    }
    return audited(call, { operation: CREDIT_DECISION_RECORDED, company: read.ok ? read.crn : null, params }, async () => {
      if (!read.ok) return problemResponse(read.problem);
      if (body && !body.ok) return problemResponse(body.problem);
      if (!parsed?.success) return problemResponse(bodyProblem(parsed!.error, "decision"));
      return json(await addDecision(read.crn, author(call), parsed.data, call.requestId), 201);
    });
  }),
};
