// Companies House's nature-of-control codes ("ownership-of-shares-75-to-100-percent") in plain words.
// The field may hold one code, several separated by commas or semicolons, or a JSON array.

const RANGE = /(\d+)-to-(\d+)-percent/;

export function natureOfControlPhrases(value: string | null | undefined): string[] {
  if (!value?.trim()) return [];
  let codes: string[];
  try {
    const parsed: unknown = JSON.parse(value);
    codes = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    codes = value.split(/[,;|]/);
  }
  return codes.map((code) => code.trim()).filter(Boolean).map(phrase);
}

function phrase(code: string): string {
  const lower = code.toLowerCase();
  const range = RANGE.exec(lower);
  const share = range ? `${range[1]}–${range[2]}%` : "";
  const capacity = lower.includes("as-trust") ? " as a trustee" : lower.includes("as-firm") ? " as a member of a firm" : "";
  if (lower.startsWith("ownership-of-shares")) return `Owns ${share || "a share"} of the shares${capacity}`;
  if (lower.startsWith("voting-rights")) return `Holds ${share || "a share"} of the voting rights${capacity}`;
  if (lower.startsWith("right-to-appoint-and-remove-directors")) return `Can appoint and remove directors${capacity}`;
  if (lower.startsWith("significant-influence-or-control")) return `Has significant influence or control${capacity}`;
  if (lower.startsWith("right-to-share-surplus-assets")) return `Entitled to ${share || "a share"} of surplus assets${capacity}`;
  // Unknown wording is shown readably rather than hidden.
  const words = code.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
