import "server-only";
// GET /api/companies/{crn}/documents/{document}: a filing's document from the upstream, for the browser that cannot
// hold the key. Only documents the company's filing history lists on the upstream's own origin are fetched (the
// filing history is read through the cached lookup), so the route cannot be steered to any other upstream path.
import { normaliseAnswer } from "@/lib/api/normalise";
import { outcomeProblem } from "@/lib/api/outcome-problem";
import { problem, problemResponse } from "@/lib/api/problem";
import type { InputRules } from "@/lib/api/read-input";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { FILING_DOCUMENT } from "@/lib/audit/audited-operations";
import { DOCUMENT_ID } from "@/lib/company/filing-document";
import { filingDocument, upstreamDocumentUrl } from "@/lib/company/filing-wording";
import { upstreamConfig } from "@/lib/config/server-config";
import { log } from "@/lib/log";
import { callUpstream } from "@/lib/upstream/client";
import { operations } from "@/lib/upstream/operations";
import { companyNumber, param } from "@/lib/upstream/params";
import { fetchUpstreamDocument } from "./fetch-document";

const documentInput: InputRules = {
  pathParams: {
    crn: companyNumber,
    document: param("a filing's transaction id as its filing history gives it: 1 to 100 letters, digits, hyphens or underscores",
      (raw) => (DOCUMENT_ID.test(raw) ? raw : undefined)).required,
  },
  query: {},
};

export function serveFilingDocument() {
  return defineRoute({
    subject: "Documents are read-only",
    methods: {
      GET: endpoint({
        lane: "lookups",
        input: byRules(documentInput),
        audit: { operation: FILING_DOCUMENT },
        handler: ({ requestId, input, principal }) => produce(requestId, input.path.crn, input.path.document, principal.username),
      }),
    },
  });
}

async function produce(requestId: string, crn: string, id: string, viewer: string): Promise<Response> {
  const operation = operations.companyDocuments;
  const outcome = await callUpstream(operation, { crn }, {}, { requestId, viewer });
  if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, { crn }));
  const answer = normaliseAnswer(operation, outcome.body, {});
  const items = answer.ok ? (answer.body as { items: Parameters<typeof filingDocument>[0][] }).items : [];
  const { baseUrl } = upstreamConfig();
  const origin = new URL(baseUrl).origin;
  const item = items.find((entry) => {
    const document = filingDocument(entry, origin);
    return document?.kind === "upstream" && document.id === id;
  });
  const url = item && upstreamDocumentUrl(item, baseUrl);
  if (!url) {
    return problemResponse(problem("not-found", `The filing history of company ${crn} lists no document ${id} that this server can fetch.`));
  }
  const started = performance.now();
  const document = await fetchUpstreamDocument(url, requestId);
  log.info({ requestId, crn, document: id, outcome: document.kind, ms: Math.round(performance.now() - started) }, "filing document");
  if (document.kind === "not-found") return problemResponse(problem("not-found", `The data service has no document ${id} for company ${crn}.`));
  if (document.kind === "timeout") {
    return problemResponse(problem("upstream-timeout", `The document ${id} did not arrive within ${document.afterMs} ms.`));
  }
  if (document.kind === "failed") {
    return problemResponse(problem("upstream-unreadable", `The document ${id} of company ${crn} could not be served: ${document.reason}.`));
  }
  return new Response(new Uint8Array(document.pdf), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${crn}-${id}.pdf"`,
      "x-content-type-options": "nosniff",
      // Its Content-Security-Policy is next.config.mjs's: headers set there win over a route's own.
    },
  });
}
