// Addresses arrive as numbered lines plus a postcode; any of them may be missing.

type AddressLike = Readonly<Record<string, unknown>> | null | undefined;

const LINE_FIELDS = ["addressLine1", "addressLine2", "addressLine3", "addressLine4", "county", "postalCode", "postcode", "country"];

/** One-line address, e.g. "1 High St, Leeds, LS1 1AA"; null when nothing is known. */
export function formatAddress(address: AddressLike, fields: readonly string[] = LINE_FIELDS): string | null {
  if (!address) return null;
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const field of fields) {
    const raw = address[field];
    const value = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      parts.push(value);
    }
  }
  return parts.length ? parts.join(", ") : null;
}
