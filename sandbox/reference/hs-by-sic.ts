// Which HS chapters (the first two digits of a commodity code) a company of each SIC 2007 industry plausibly
// imports or exports: makers trade what they make and its inputs, wholesalers and retailers what they sell.
// Service industries trade no goods, so a company whose principal activity is a service has no commodity codes.

/** SIC prefixes (division, group or class; the longest matching prefix wins) → HS chapters. */
const CHAPTERS_BY_SIC: Readonly<Record<string, readonly string[]>> = {
  "01": ["01", "06", "07", "08", "09", "10", "12"], "02": ["44"], "03": ["03"],
  "05": ["27"], "06": ["27"], "07": ["25", "26"], "08": ["25"], "09": ["27"],
  "10": ["02", "03", "04", "07", "08", "11", "15", "16", "17", "18", "19", "20", "21"], "11": ["22"], "12": ["24"],
  "13": ["52", "63"], "14": ["61", "62", "65"], "15": ["42", "64"], "16": ["44"], "17": ["47", "48"], "18": ["49"],
  "19": ["27"], "20": ["28", "29", "31", "32", "33", "34", "35", "38"], "21": ["29", "30"], "22": ["39", "40"],
  "23": ["68", "69", "70"], "24": ["72", "74", "76"], "25": ["73", "82", "83"], "26": ["84", "85", "90", "91"],
  "27": ["85"], "28": ["84"], "29": ["40", "87"], "30": ["88", "89"], "31": ["94"], "32": ["71", "90", "95", "96", "97"],
  "33": ["84", "85"], "35": ["27"], "38": ["39", "47", "72", "74", "76"],
  "45": ["40", "87"],
  "461": ["39", "44", "84", "85"], "462": ["01", "10", "12", "44"],
  "463": ["02", "03", "04", "07", "08", "09", "16", "17", "18", "19", "20", "21", "22", "24"],
  "464": ["30", "33", "34", "42", "61", "62", "64", "65", "69", "70", "71", "91", "94", "95", "96"],
  "465": ["84", "85"], "466": ["84", "85", "87", "90"],
  "467": ["25", "27", "28", "29", "39", "44", "48", "72", "73", "76", "83"],
  "469": ["04", "19", "22", "39", "48", "84", "85", "94", "95"],
  "471": ["04", "07", "08", "09", "19", "20", "22", "33", "34"],
  "472": ["02", "03", "04", "07", "08", "16", "17", "18", "19", "20", "22", "24"], "473": ["27"], "474": ["84", "85"],
  "475": ["39", "44", "63", "69", "70", "73", "82", "85", "94"], "476": ["49", "95"],
  "477": ["30", "33", "42", "61", "62", "64", "71", "91", "97"], "478": ["61", "62", "64", "85", "95"],
  "479": ["61", "62", "64", "85", "95"],
};

const NONE: ReadonlySet<string> = new Set();
const cache = new Map<string, ReadonlySet<string>>();

/** The HS chapters a company with this principal SIC code plausibly trades (none for a service industry). */
export function plausibleHsChapters(sic: string): ReadonlySet<string> {
  let found = cache.get(sic);
  if (!found) {
    const prefix = [sic.slice(0, 4), sic.slice(0, 3), sic.slice(0, 2)].find((candidate) => CHAPTERS_BY_SIC[candidate]);
    found = prefix ? new Set(CHAPTERS_BY_SIC[prefix]) : NONE;
    cache.set(sic, found);
  }
  return found;
}
