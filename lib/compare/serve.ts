import "server-only";
// GET /api/compare?companies=a,b,…&format=json|csv|xlsx: each company's profile through the BFF's client in the
// report lane (its own bulkhead, so a 200-company comparison never starves the company pages), at most
// GATHER_CONCURRENCY at a time so the lane's queue stays short, then one row per company by the derivations its
// own pages use. A company that cannot be read stays in the comparison with the reason. Audited as one action.
import { z } from "zod";
import { normaliseAnswer } from "@/lib/api/normalise";
import { problem } from "@/lib/api/problem";
import { readInput, type InputRules } from "@/lib/api/read-input";
import { defineRoute, endpoint, type Read } from "@/lib/api/route";
import { json, type ApiCall } from "@/lib/api/with-api";
import { COMPANY_COMPARISON } from "@/lib/audit/audited-operations";
import { callUpstream } from "@/lib/upstream/client";
import { operations } from "@/lib/upstream/operations";
import { oneOf } from "@/lib/upstream/params";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { inExportSlot } from "@/lib/report/export-slot";
import { renderInPool } from "@/lib/report/render-pool";
import { MAX_COMPANIES, readCompareList } from "./compare-input";
import type { PolicyVersion } from "@/lib/policy/policy";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { decisionsInForce } from "@/lib/decisions/store";
import { policyInForce } from "@/lib/policy/store";
import { type CompareAnswer, compareRow, missingRow, type CompareRow } from "./compare-row";
import { analystFileName, attachmentHeader } from "@/lib/report/filename";

const GATHER_CONCURRENCY = 4;

// `companies` is read by its own rule below: 200 numbers pass the 512 characters readInput allows one parameter (the
// whole query is still bounded by REQUEST_MAX_QUERY_BYTES at the gate). readInput checks the rest and refuses
// unknown or repeated parameters.
const compareInput: InputRules = {
  pathParams: {},
  query: { companies: z.string().optional().describe("read separately"), format: oneOf(["json", "csv", "xlsx"]).withDefault("json") },
};

const refuseCompanies = (detail: string) => problem("invalid-parameter", detail, { parameter: "companies" });

interface CompareInput {
  numbers: string[];
  format: string | number | undefined;
}

function readCompare(call: ApiCall): Read<CompareInput> {
  const search = new URL(call.request.url).searchParams;
  const others = new URLSearchParams([...search].filter(([name]) => name !== "companies"));
  const read = readInput(compareInput, call.params, others);
  const given = search.getAll("companies");
  const list = given.length === 1 ? readCompareList(given[0]) : null;
  if (!read.ok) return read;
  if (given.length > 1) return { ok: false, problem: refuseCompanies("Query parameter 'companies' is given more than once.") };
  if (!list?.ok) return { ok: false, problem: refuseCompanies(list?.reason ?? `The query parameter 'companies' is required: 2 to ${MAX_COMPANIES} company numbers separated by commas.`) };
  return { ok: true, input: { numbers: [...list.numbers], format: read.input.query.format } };
}

/** As asked: a refused list is recorded as sent (cut), a read one as the numbers it held. */
function auditedParams(input: CompareInput | null, call: ApiCall): Record<string, string | number> {
  const search = new URL(call.request.url).searchParams;
  if (input) return { companies: input.numbers.join(","), ...(input.format === undefined ? {} : { format: input.format }) };
  return { companies: (search.get("companies") ?? "").slice(0, 100) };
}

// Its lane is the exports queue its files wait in; the JSON's lookups are the reports lane's (above).
export const compareRoute = defineRoute({
  subject: "A comparison is derived, not written",
  methods: { GET: endpoint({ lane: "exports queue", input: readCompare, audit: { operation: COMPANY_COMPARISON, company: () => null, params: (input, _body, call) => auditedParams(input, call) }, handler: async (call) => {
    const list = call.input;
    if (list.format !== "csv" && list.format !== "xlsx") return json({ companies: await compareRows(list.numbers, call.requestId, call.principal.username) } satisfies CompareAnswer);
    // A file of up to 200 companies waits its turn in the exports' fair queue and is made in the rendering pool.
    return inExportSlot(call.principal.username, `compare-${list.format}`, call.request.signal, async () => {
      const rows = await compareRows(list.numbers, call.requestId, call.principal.username);
      const stamp = new Date();
      const file = (format: "csv" | "xlsx") => attachmentHeader(analystFileName({ report: `Comparison of ${list.numbers.length} companies`, date: stamp, format }));
      if (list.format === "csv") {
        return new Response(new Uint8Array(await renderInPool({ kind: "compare-csv", rows })), { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": file("csv"), "cache-control": "private, no-store" } });
      }
      return new Response(new Uint8Array(await renderInPool({ kind: "compare-xlsx", rows, generatedAt: stamp })), {
        headers: { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "content-disposition": file("xlsx"), "cache-control": "private, no-store" },
      });
    });
  } }) },
});

/** Each company's row by its own pages' derivations, with the team's decision in force. */
/** `viewer`: the user comparing (their own cache, when it is not shared between users). */
async function compareRows(numbers: string[], requestId: string, viewer: string): Promise<CompareRow[]> {
  const [gathered, decisions] = await Promise.all([gather(numbers, await policyInForce(), requestId, viewer), decisionsInForce(numbers)]);
  return gathered.map((row) => withDecision(row, decisions.get(row.crn)));
}

/** The team's decision in force beside what the profile gives. */
function withDecision(row: CompareRow, decision: CompanyDecision | undefined): CompareRow {
  if (!decision) return row;
  return { ...row, decision: { outcome: decision.outcome, limitGranted: decision.limitGranted, override: decision.override } };
}

async function gather(numbers: readonly string[], policy: PolicyVersion, requestId: string, viewer: string): Promise<CompareRow[]> {
  const rows: CompareRow[] = new Array(numbers.length);
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const index = next++;
      rows[index] = await one(numbers[index], policy, requestId, viewer);
    }
  };
  await Promise.all(Array.from({ length: Math.min(GATHER_CONCURRENCY, numbers.length) }, worker));
  return rows;
}

async function one(crn: string, policy: PolicyVersion, requestId: string, viewer: string): Promise<CompareRow> {
  const operation = operations.companyProfile;
  const outcome = await callUpstream(operation, { crn }, {}, { requestId, lane: "reports", viewer });
  if (outcome.kind === "not-found") return missingRow(crn, `No company found with number ${crn}`);
  if (outcome.kind !== "ok") return missingRow(crn, "The data service did not answer for this company; try again later");
  const answer = normaliseAnswer(operation, outcome.body, {});
  if (!answer.ok) return missingRow(crn, "The data service's answer for this company did not match its specification");
  return compareRow(answer.body as CompanyProfile, crn, policy);
}
