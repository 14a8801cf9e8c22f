// Companies House's words for its codes (company status, company type, accounts type, charge status), from the
// subset of its vocabularies in ch-vocabulary.json (officer roles and natures of control: ./officer-words.ts and
// ./control-words.ts, each read by its own tab). An upstream may send the code ("ltd",
// "llp-designated-member") or the words in another case ("IN ADMINISTRATION"); both become Companies House's
// wording. Anything else is shown as it came: it is the upstream's own word, not a code to translate.
import vocabulary from "@/lib/reference/ch-vocabulary.json" with { type: "json" };

type Vocabulary = Readonly<Record<string, string>>;

/** Companies House's word for a code or a differently cased word, with whether it was found. */
export function lookUp(words: Vocabulary, value: string | null | undefined): { text: string; known: boolean } | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const code = trimmed.toLowerCase().replace(/[\s_]+/g, "-");
  if (Object.hasOwn(words, code) && words[code]) return { text: words[code], known: true };
  const lower = trimmed.toLowerCase();
  const same = Object.values(words).find((text) => text.toLowerCase() === lower);
  return same ? { text: same, known: true } : { text: trimmed, known: false };
}

export const worded = (words: Vocabulary) => (value: string | null | undefined): string | null => lookUp(words, value)?.text ?? null;

export const companyStatusWords = worded(vocabulary.company_status);
export const companyTypeWords = worded(vocabulary.company_type);
/** A dormant company is "active" to Companies House; its accounts type ("dormant") is what says so. */
export const accountTypeWords = worded(vocabulary.account_type);
export const chargeStatusWords = worded(vocabulary.charge_status);
