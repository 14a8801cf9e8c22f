// The "sparse" answer style: the same data as another implementation of the spec might send it — every number as
// text, empty values left out, and about a quarter of the remaining fields missing — so that the dashboard can be
// shown to cope with records that follow the spec loosely (SANDBOX_STYLE=sparse).
import { createHash } from "node:crypto";

/** Fields kept whatever the draw, so that a record stays recognisable. */
const ALWAYS_KEPT = new Set([
  "companyRegistrationNumber", "businessName", "companyStatus", "yearEndDate", "items", "mortgages",
  "statutoryAccounts", "directorsData", "regAddress", "tradingAddres", "shareDetails", "pscData", "ccjDetails",
]);

export function sparsify(value: unknown, path = ""): unknown {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item, index) => sparsify(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null || field === "" || (Array.isArray(field) && field.length === 0)) continue;
    const fieldPath = `${path}.${key}`;
    if (!ALWAYS_KEPT.has(key) && dropped(fieldPath)) continue;
    kept[key] = sparsify(field, fieldPath);
  }
  return kept;
}

/** A stable draw per field path: the same field of the same record is missing on every request. */
function dropped(fieldPath: string): boolean {
  return createHash("sha1").update(fieldPath).digest()[0] < 64;
}
