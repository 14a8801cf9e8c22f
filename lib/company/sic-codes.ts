// A company's SIC 2007 codes, each once with its own description. sicCode07 holds the codes: a first, and lists of
// second and third ones, each list beside its descriptions (both capitalisations of the fields, as the spec lists
// them). sicCode2, sicCode3 and sicCode4 are the first code's division, group and class (its levels in the
// classification, "46", "464", "4643" of 46439), not further codes, so they are never listed as codes.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export interface SicEntry {
  code: string;
  description: string | null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.map((item) => (item == null || typeof item === "object" ? "" : String(item).trim()));
}

/** SIC 2007 codes are five digits; a number that lost its leading zero ("1110") gets it back. */
function sic2007Code(text: string): string | null {
  if (!/^\d{4,5}$/.test(text)) return text || null;
  return text.padStart(5, "0");
}

export function sicEntries(profile: Pick<CompanyProfile, "sicCode07">): SicEntry[] {
  const found: SicEntry[] = [];
  const add = (codeText: string, descriptionText: string | undefined) => {
    const code = sic2007Code(codeText);
    if (!code) return;
    const existing = found.find((entry) => entry.code === code);
    if (existing) existing.description ??= descriptionText || null;
    else found.push({ code, description: descriptionText || null });
  };
  const sic07 = profile.sicCode07;
  if (!sic07) return found;
  const pairs: Array<[unknown, unknown]> = [
    [sic07.SicNumber_1, sic07.SicText_1], [sic07.sicNumber_1, sic07.sicText_1],
    [sic07.SicNumber_2, sic07.SicText_2], [sic07.sicNumber_2, sic07.sicText_2],
    [sic07.SicNumber_3, sic07.SicText_3], [sic07.sicNumber_3, sic07.sicText_3],
  ];
  for (const [codes, descriptions] of pairs) {
    const descriptionList = texts(descriptions);
    for (const [index, code] of texts(codes).entries()) add(code, descriptionList[index]);
  }
  return found;
}
