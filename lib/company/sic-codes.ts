// SIC codes from the profile's several SIC fields (2007 first, then the 1992 ones), deduplicated by code.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export interface SicEntry {
  code: string;
  description: string | null;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.map((item) => (item == null || typeof item === "object" ? "" : String(item).trim()));
}

export function sicEntries(profile: CompanyProfile): SicEntry[] {
  const found: SicEntry[] = [];
  const add = (code: unknown, description: unknown) => {
    const [codeText] = texts(code);
    const [descriptionText] = texts(description);
    if (codeText && !found.some((entry) => entry.code === codeText)) found.push({ code: codeText, description: descriptionText || null });
  };
  const sic07 = profile.sicCode07;
  if (sic07) {
    add(sic07.SicNumber_1 ?? sic07.sicNumber_1, sic07.SicText_1 ?? sic07.sicText_1);
    for (const [codes, descriptions] of [
      [sic07.SicNumber_2 ?? sic07.sicNumber_2, sic07.SicText_2 ?? sic07.sicText_2],
      [sic07.SicNumber_3 ?? sic07.sicNumber_3, sic07.SicText_3 ?? sic07.sicText_3],
    ] as const) {
      const descriptionList = texts(descriptions);
      texts(codes).forEach((code, index) => {
        add(code, descriptionList[index]);
      });
    }
  }
  for (const sic of [profile.sicCode2, profile.sicCode3, profile.sicCode4]) {
    if (sic) add(sic.sicNumber1, sic.sicText1);
  }
  return found;
}
