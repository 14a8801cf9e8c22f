import "server-only";
// GET|PUT /api/alert-severity: the mapping of alert causes to red / amber / green in force (anyone signed in), and
// an admin's change to it, a new version with its reason; both audited. The route builder refuses analysts on the
// change and answers a 400 naming the field the schema refuses.
import { problem, problemResponse } from "../api/problem";
import { defineRoute, endpoint } from "../api/route";
import { ALERT_SEVERITY, ALERT_SEVERITY_CHANGED } from "../audit/audited-operations";
import type { SeverityMappingVersion } from "./severity-answers";
import { severityChangeSchema } from "./severity-change-input";
import { addSeverityMapping, severityMappingInForce } from "./severity-store";

export const severityRoute = defineRoute({
  subject: "The alert severity mapping is read and changed here",
  methods: {
    GET: endpoint({
      lane: "store",
      audit: { operation: ALERT_SEVERITY, params: () => ({}) },
      handler: async () => ({ data: (await severityMappingInForce()) satisfies SeverityMappingVersion }),
    }),
    PUT: endpoint({
      lane: "store",
      access: "admin",
      body: { schema: severityChangeSchema, what: "severity change" },
      audit: { operation: ALERT_SEVERITY_CHANGED, params: (_input, body): Record<string, string | number> => (body ? { basedOn: body.basedOn, reason: body.reason } : {}) },
      handler: async (call) => {
        const { mapping, reason, basedOn } = call.body;
        const written = await addSeverityMapping(mapping, reason, { username: call.principal.username, name: call.principal.name }, basedOn, call.requestId);
        if (!written) {
          const now = await severityMappingInForce();
          return problemResponse(problem("version-conflict", `The severity mapping changed since you opened it: version ${now.version} is now in force (you edited version ${basedOn}). Reload it and make your change again.`, { inForce: now.version, basedOn }));
        }
        return { data: written satisfies SeverityMappingVersion, status: 201 };
      },
    }),
  },
});
