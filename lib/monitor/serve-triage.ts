import "server-only";
// The triage routes of one alert (issue 35): its detail with comments and history, acknowledge and withdraw it,
// assign, reassign or unassign it, comment on it. The alert is found by its public id on a list this user may see
// (an unknown id and one on another analyst's private list answer 404 alike); triage is open to everyone who may
// see the list, read-only or not, since it changes the alert's handling, never the list. Every call is audited.
import { z } from "zod";
import { problem, problemResponse } from "../api/problem";
import { defineRoute, endpoint, type Read } from "../api/route";
import type { ApiCall } from "../api/with-api";
import { ALERT_ACKNOWLEDGED, ALERT_ASSIGNED, ALERT_COMMENTED, ALERT_TRIAGE, ALERT_UNACKNOWLEDGED } from "../audit/audited-operations";
import type { AlertDetail, AlertTriage } from "./alert-answers";
import { ALERT_ID_PATTERN } from "./alert-id";
import { invalidParameter } from "./invalid-parameter";
import {
  type AlertOnList, alertDetail, alertSeenBy, assignable, COMMENT_MAX_CHARS, colleaguesFor, recordTriage, stateOf, triageHistory,
} from "./triage-store";

/** The alert the path names, if this user may see its list. */
async function readAlert(call: ApiCall): Promise<Read<AlertOnList>> {
  const id = call.params.id ?? "";
  const alert = ALERT_ID_PATTERN.test(id) ? await alertSeenBy(id, call.principal.username) : null;
  return alert ? { ok: true, input: alert } : { ok: false, problem: problem("not-found", `No alert '${id.slice(0, 60)}' on a list that you can see.`) };
}

export const assigneeInputSchema = z.strictObject({
  assignee: z.string({ error: "must be a colleague's username, or null to unassign" }).trim().min(1, "must not be empty: send null to unassign").max(200).nullable(),
});

export const commentInputSchema = z.strictObject({
  body: z.string({ error: "must be the comment's text" }).trim().min(1, "must not be empty").max(COMMENT_MAX_CHARS, `must be at most ${COMMENT_MAX_CHARS} characters`),
});

const me = (call: ApiCall) => ({ username: call.principal.username, name: call.principal.name });
const alertParams = (input: AlertOnList | null, _body: unknown, call: ApiCall): Record<string, string> =>
  ({ ...call.params, ...(input ? { watchlist: input.list.id } : {}) });
const answer = async (alert: AlertOnList, call: ApiCall) => ({ data: (await alertDetail(alert, call.principal.username)) satisfies AlertDetail });

export const alertTriageRoute = defineRoute({ subject: "An alert and its triage are read here", methods: {
  GET: endpoint({
    lane: "store",
    input: readAlert,
    audit: { operation: ALERT_TRIAGE, params: alertParams },
    handler: async ({ input, ...call }) => {
      const detail = await alertDetail(input, call.principal.username);
      return { data: { ...detail, colleagues: await colleaguesFor(input.list, me(call as ApiCall)) } satisfies AlertTriage };
    },
  }),
} });

export const alertAcknowledgeRoute = defineRoute({ subject: "An alert is acknowledged here", methods: {
  POST: endpoint({
    lane: "store",
    input: readAlert,
    audit: { operation: ALERT_ACKNOWLEDGED, params: alertParams },
    handler: async (call) => {
      const { acknowledged } = stateOf(await triageHistory(call.input.key));
      // Idempotent: acknowledging again keeps the first acknowledgement (who and when) and records nothing.
      if (!acknowledged) await recordTriage(call.input, me(call), "acknowledged", call.requestId);
      return answer(call.input, call);
    },
  }),
  DELETE: endpoint({
    lane: "store",
    input: readAlert,
    audit: { operation: ALERT_UNACKNOWLEDGED, params: alertParams },
    handler: async (call) => {
      if (stateOf(await triageHistory(call.input.key)).acknowledged) await recordTriage(call.input, me(call), "unacknowledged", call.requestId);
      return answer(call.input, call);
    },
  }),
} });

export const alertAssigneeRoute = defineRoute({ subject: "An alert is assigned here", methods: {
  PUT: endpoint({
    lane: "store",
    input: readAlert,
    body: { schema: assigneeInputSchema, what: "assignee" },
    audit: { operation: ALERT_ASSIGNED, params: (input, body, call) => ({ ...alertParams(input, body, call), assignee: body?.assignee ?? "(none)" }) },
    handler: async (call) => {
      const wanted = call.body.assignee;
      if (wanted === null) {
        if (stateOf(await triageHistory(call.input.key)).assignee) await recordTriage(call.input, me(call), "unassigned", call.requestId);
        return answer(call.input, call);
      }
      const found = await assignable(call.input.list, wanted);
      if (!found.ok) return problemResponse(invalidParameter("assignee", found.reason).problem);
      await recordTriage(call.input, me(call), "assigned", call.requestId, { assignee: found.person });
      return answer(call.input, call);
    },
  }),
} });

export const alertCommentsRoute = defineRoute({ subject: "Alerts are commented on here", methods: {
  POST: endpoint({
    lane: "store",
    input: readAlert,
    body: { schema: commentInputSchema, what: "comment" },
    audit: { operation: ALERT_COMMENTED, params: (input, body, call) => ({ ...alertParams(input, body, call), chars: String(body?.body.length ?? 0) }) },
    handler: async (call) => {
      await recordTriage(call.input, me(call), "commented", call.requestId, { body: call.body.body });
      return { ...(await answer(call.input, call)), status: 201 };
    },
  }),
} });
