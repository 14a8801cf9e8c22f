// Maps what happened upstream to the problem the browser sees. Nothing the upstream said is passed on as it came.
import type { UpstreamOutcome } from "../upstream/outcome";
import type { Operation } from "../upstream/operations";
import { problem, type Problem } from "./problem";

export function outcomeProblem(
  outcome: Exclude<UpstreamOutcome, { kind: "ok" }>,
  operation: Operation,
  path: Record<string, string>,
): Problem {
  switch (outcome.kind) {
    case "not-found":
      return problem("not-found", notFoundDetail(operation, path));
    case "credentials-refused":
      return problem("upstream-credentials-refused", `The data service answered ${outcome.status}: it did not accept this server's API key. An operator must check COMPANY_API_KEY.`,
      );
    case "timeout":
      return problem("upstream-timeout", `No answer from the data service within ${outcome.afterMs / 1000} s. Try again shortly.`);
    case "failed":
      return problem("upstream-failed", `The lookup could not be completed: ${outcome.reason}.`);
    case "unavailable":
      return outcome.reason === "upstream-down"
        ? problem("upstream-down", `The data service has been failing, so this server is not calling it for now. Try again in ${outcome.retryAfterSeconds} s.`)
        : problem("server-busy", "Too many lookups are waiting for the data service. Try again in a moment.");
  }
}

function notFoundDetail(operation: Operation, path: Record<string, string>): string {
  const missing = operation.missing ?? "record";
  if (!path.crn) return `No ${missing} found.`;
  if (missing === "company") return `No company found with number ${path.crn}.`;
  return `No ${missing} found for company ${path.crn}.`;
}
