// When the BFF refuses a filter (400 problem), its detail quotes the parameter: 'cpv-codes' must be …
// Finding that name lets the screen show the reason beside the control the user has to change.
import { ApiError } from "@/lib/queries/api-fetch";

export interface Refusal {
  /** The parameter the BFF named, when it is one the screen has a control for. */
  parameter: string | null;
  detail: string;
}

export function refusalOf(error: unknown, knownParameters: readonly string[]): Refusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const quoted = [...error.detail.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const parameter = quoted.find((name) => knownParameters.includes(name)) ?? null;
  return { parameter, detail: error.detail };
}

/** The error text for one field: the BFF's detail when it named this field. */
export function fieldError(refusal: Refusal | null, name: string): string | null {
  return refusal?.parameter === name ? refusal.detail : null;
}
