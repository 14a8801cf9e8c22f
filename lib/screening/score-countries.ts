// Countries in one form, ISO 3166-1 alpha-2 in lower case as the list format writes them, so that an officer's
// "British" or "England" and a list entry's "gb" compare. The upstream writes nationalities as words (adjectives or
// country names), so those are read through a table of the common ones and the country names ICU knows.

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

const byName = new Map<string, string>();
for (let first = 65; first <= 90; first += 1) {
  for (let second = 65; second <= 90; second += 1) {
    const code = String.fromCharCode(first, second);
    const name = regionNames.of(code);
    if (name && name !== code) byName.set(name.toLowerCase(), code.toLowerCase());
  }
}

// Nationality words and the UK's own parts, which ICU's country names do not cover.
const WORDS: Record<string, string> = {
  british: "gb", english: "gb", scottish: "gb", welsh: "gb", "northern irish": "gb", england: "gb", scotland: "gb",
  wales: "gb", "northern ireland": "gb", "great britain": "gb", uk: "gb", "united kingdom": "gb", "england and wales": "gb",
  irish: "ie", american: "us", usa: "us", "united states of america": "us", canadian: "ca", australian: "au",
  "new zealander": "nz", indian: "in", pakistani: "pk", bangladeshi: "bd", "sri lankan": "lk", chinese: "cn",
  "hong konger": "hk", japanese: "jp", korean: "kr", "south korean": "kr", "north korean": "kp", singaporean: "sg",
  malaysian: "my", filipino: "ph", vietnamese: "vn", thai: "th", indonesian: "id", polish: "pl", german: "de",
  french: "fr", italian: "it", spanish: "es", portuguese: "pt", dutch: "nl", belgian: "be", swiss: "ch",
  austrian: "at", swedish: "se", norwegian: "no", danish: "dk", finnish: "fi", icelandic: "is", greek: "gr",
  cypriot: "cy", maltese: "mt", romanian: "ro", bulgarian: "bg", hungarian: "hu", czech: "cz", slovak: "sk",
  slovenian: "si", croatian: "hr", serbian: "rs", bosnian: "ba", albanian: "al", lithuanian: "lt", latvian: "lv",
  estonian: "ee", ukrainian: "ua", belarusian: "by", russian: "ru", georgian: "ge", armenian: "am",
  azerbaijani: "az", kazakh: "kz", uzbek: "uz", turkish: "tr", iranian: "ir", iraqi: "iq", syrian: "sy",
  lebanese: "lb", israeli: "il", jordanian: "jo", saudi: "sa", "saudi arabian": "sa", emirati: "ae", qatari: "qa",
  kuwaiti: "kw", egyptian: "eg", libyan: "ly", tunisian: "tn", algerian: "dz", moroccan: "ma", nigerian: "ng",
  ghanaian: "gh", kenyan: "ke", ugandan: "ug", tanzanian: "tz", ethiopian: "et", somali: "so", sudanese: "sd",
  "south african": "za", zimbabwean: "zw", zambian: "zm", brazilian: "br", argentine: "ar", argentinian: "ar",
  chilean: "cl", colombian: "co", venezuelan: "ve", peruvian: "pe", mexican: "mx", cuban: "cu", jamaican: "jm",
  afghan: "af", burmese: "mm", "myanmar": "mm", nepalese: "np", russia: "ru", iran: "ir", "north korea": "kp",
  "south korea": "kr", syria: "sy", venezuela: "ve",
};

/** A country or nationality as the list format writes it ("gb"), or null when the words name none we know. */
export function countryCode(value: string | null | undefined): string | null {
  const words = value?.trim().toLowerCase().replace(/\s+/g, " ");
  if (!words) return null;
  if (/^[a-z]{2}$/.test(words)) return words === "uk" ? "gb" : words;
  return WORDS[words] ?? byName.get(words) ?? null;
}

/** The distinct codes of several values, unreadable ones left out. */
export function countryCodes(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.map(countryCode).filter((code): code is string => code !== null))];
}
