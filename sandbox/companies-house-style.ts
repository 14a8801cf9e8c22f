// The "companies-house" answer style (SANDBOX_STYLE=companies-house): filing items as Companies House's own filing
// history gives them, with the description values its templates name beyond the spec's four (made_up_date,
// charge_number, charge_creation_date, date) and an empty description_values.description, which Companies House
// fills only for legacy filings that have no template. The default "spec" style sends the spec's four values alone,
// description holding the upstream's sentence; this style shows that the screens' words from the templates and from
// the upstream's sentence agree.
import type { OperationId } from "../lib/upstream/operations";

type Json = Record<string, unknown>;
type ExtraValues = Record<string, Record<string, string>>;

/** The operations whose answers carry a filing history, and where in the answer it sits. */
const HISTORY_OF: Partial<Record<OperationId, (answer: Json) => unknown>> = {
  companyProfile: (answer) => answer.documents,
  companyDocuments: (answer) => answer,
};

export function carriesFilingHistory(id: OperationId): boolean {
  return id in HISTORY_OF;
}

/** The answer with each filing's (and resolution's) description values in Companies House's form. */
export function withCompaniesHouseValues(id: OperationId, body: string, extraValuesJson: string): string {
  const pick = HISTORY_OF[id];
  if (!pick) return body;
  const answer = JSON.parse(body) as Json;
  const extra = JSON.parse(extraValuesJson) as ExtraValues;
  const history = pick(answer) as { items?: Json[] } | undefined;
  for (const item of history?.items ?? []) {
    const transactionId = String((item.links as Json | undefined)?.self ?? "").split("/").at(-1) ?? "";
    item.description_values = { ...(item.description_values as Json), description: "", ...extra[transactionId] };
    for (const resolution of (item.resolutions ?? []) as Json[]) {
      resolution.description_values = { ...(resolution.description_values as Json), description: "" };
    }
  }
  return JSON.stringify(answer);
}
