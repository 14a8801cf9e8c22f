import "server-only";
// GET|PUT /api/policy, GET /api/policy/versions and /api/policy/versions/{version}. The route builder has refused
// cross-site and anonymous calls (and analysts, on the change), read the body within the bound through the strict
// schema (a problem names the field's path), and records every read and the change in the audit trail.
import { problem, problemResponse } from "@/lib/api/problem";
import { defineRoute, endpoint, type Read } from "@/lib/api/route";
import type { ApiCall } from "@/lib/api/with-api";
import { CREDIT_POLICY, CREDIT_POLICY_CHANGED, CREDIT_POLICY_VERSIONS } from "@/lib/audit/audited-operations";
import { policyRule } from "./limit";
import type { PolicyVersion } from "./policy";
import { policyChangeSchema, type PolicyChange } from "./policy-change-input";
import { policyDifferences } from "./policy-diff";
import type { PolicyHistory, PolicyVersionView } from "./version-view";
import { addPolicyVersion, policyInForce, policyVersion, policyVersions } from "./store";

const withRule = (version: PolicyVersion): PolicyVersionView => ({ ...version, rule: policyRule(version.policy) });

/** Every version, newest first, each with its differences from the one before. */
export async function policyHistory(): Promise<PolicyVersionView[]> {
  const versions = await policyVersions();
  return versions.map((version, index) => {
    const previous = versions[index + 1];
    return { ...withRule(version), changes: previous ? policyDifferences(previous.policy, version.policy) : [] };
  });
}

const VERSION = /^[1-9][0-9]{0,8}$/;

function readVersion(call: ApiCall): Read<{ version: number }> {
  const raw = call.params.version ?? "";
  if (!VERSION.test(raw)) {
    return { ok: false, problem: problem("invalid-parameter", "The path parameter 'version' must be a version number: 1 or more.", { parameter: "version" }) };
  }
  return { ok: true, input: { version: Number(raw) } };
}

// The change's audit parameters, kept per request so that the handler can add the version it wrote: the record is
// made from this object after the answer (lib/audit/record), so a refused change records no version.
const changeRecords = new WeakMap<Request, Record<string, string | number>>();

function changeParams(body: PolicyChange | null, call: ApiCall): Record<string, string | number> {
  const params: Record<string, string | number> = body ? { basedOn: body.basedOn, reason: body.reason } : {};
  changeRecords.set(call.request, params);
  return params;
}

export const policyRoute = defineRoute({
  subject: "The credit policy is read and changed here",
  methods: {
    GET: endpoint({
      lane: "store",
      audit: { operation: CREDIT_POLICY, params: () => ({}) },
      handler: async () => ({ data: withRule(await policyInForce()) }),
    }),
    PUT: endpoint({
      lane: "store",
      access: "admin",
      body: { schema: policyChangeSchema, what: "policy change" },
      audit: { operation: CREDIT_POLICY_CHANGED, params: (_input, body, call) => changeParams(body, call) },
      handler: async (call) => {
        const { policy, reason, basedOn } = call.body;
        const author = { username: call.principal.username, name: call.principal.name };
        const written = await addPolicyVersion(policy, reason, author, basedOn, call.requestId);
        if (!written) {
          const now = await policyInForce();
          return problemResponse(problem("version-conflict", `The policy changed since you opened it: version ${now.version} is now in force (you edited version ${basedOn}). Reload it and make your change again.`, { inForce: now.version, basedOn }));
        }
        const record = changeRecords.get(call.request);
        if (record) record.version = written.version;
        return { data: withRule(written), status: 201 };
      },
    }),
  },
});

export const policyVersionsRoute = defineRoute({
  subject: "The credit policy's versions are read here",
  methods: {
    GET: endpoint({
      lane: "store",
      audit: { operation: CREDIT_POLICY_VERSIONS, params: () => ({}) },
      handler: async () => ({ data: { items: await policyHistory() } satisfies PolicyHistory }),
    }),
  },
});

export const policyVersionRoute = defineRoute({
  subject: "A credit policy version is read here",
  methods: {
    GET: endpoint({
      lane: "store",
      input: readVersion,
      audit: { operation: CREDIT_POLICY_VERSIONS, params: (_input, _body, call) => call.params },
      handler: async ({ input }) => {
        const found = await policyVersion(input.version);
        if (!found) return problemResponse(problem("not-found", `There is no credit policy version ${input.version}.`));
        const previous = input.version > 1 ? await policyVersion(input.version - 1) : null;
        return { data: { ...withRule(found), changes: previous ? policyDifferences(previous.policy, found.policy) : [] } satisfies PolicyVersionView };
      },
    }),
  },
});
