// Companies House's nature-of-control codes ("ownership-of-shares-75-to-100-percent") in its own short descriptions
// (psc_descriptions.yml, via control-words.ts). The field may hold one code, several separated by commas or semicolons,
// or a JSON array.
import { natureOfControlWords } from "./control-words";

/** The codes as the upstream sent them, in any of its three shapes. */
export function natureOfControlCodes(value: string | null | undefined): string[] {
  if (!value?.trim()) return [];
  let codes: string[];
  try {
    const parsed: unknown = JSON.parse(value);
    codes = Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    codes = value.split(/[,;|]/);
  }
  return codes.map((code) => code.trim()).filter(Boolean);
}

export function natureOfControlPhrases(value: string | null | undefined): string[] {
  return natureOfControlCodes(value).map(phrase);
}

function phrase(code: string): string {
  const words = natureOfControlWords(code);
  if (words) return words;
  // A code Companies House does not list is shown readably, and said to be the upstream's own.
  const readable = code.replace(/[-_]+/g, " ").trim();
  return /^[a-z0-9 ]+$/i.test(readable) && /[-_]/.test(code)
    ? `${readable.charAt(0).toUpperCase()}${readable.slice(1)} (not a Companies House description)`
    : code;
}
