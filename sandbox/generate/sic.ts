// A company's SIC 2007 codes, and the trade word its name carries, chosen together so that "… Dental Limited"
// is a dental practice rather than a footwear maker.
import { plausibleHsChapters } from "../reference/hs-by-sic";
import { sicCodes, type SicCode } from "../reference/sic-codes";
import type { Random } from "../random";
import type { CompanyStatus, LegalForm } from "./plan";

/** Trade words by the SIC division ranges of each section. */
const TRADE_WORDS: readonly (readonly [fromDivision: number, toDivision: number, words: readonly string[]])[] = [
  [1, 3, ["Farms", "Agriculture", "Growers"]], [5, 9, ["Minerals", "Quarries", "Resources"]],
  [10, 12, ["Foods", "Bakery", "Brewing"]], [13, 15, ["Textiles", "Clothing", "Leather"]], [16, 18, ["Timber", "Print", "Packaging"]],
  [19, 24, ["Chemicals", "Plastics", "Metals"]], [25, 30, ["Engineering", "Manufacturing", "Fabrications"]],
  [31, 33, ["Furniture", "Manufacturing", "Engineering"]], [35, 35, ["Energy", "Power", "Solar"]],
  [36, 39, ["Environmental", "Recycling", "Waste Management"]], [41, 43, ["Construction", "Builders", "Roofing", "Electrical", "Plumbing", "Developments"]],
  [45, 45, ["Motors", "Autos", "Vehicle Services"]], [46, 46, ["Trading", "Wholesale", "Supplies"]], [47, 47, ["Retail", "Stores", "Trading"]],
  [49, 53, ["Transport", "Haulage", "Logistics", "Couriers"]], [55, 56, ["Hospitality", "Catering", "Restaurants", "Hotels"]],
  [58, 60, ["Media", "Publishing", "Studios"]], [61, 63, ["Digital", "Software", "Technologies", "Solutions"]],
  [64, 66, ["Capital", "Finance", "Investments", "Holdings"]], [68, 68, ["Property", "Estates", "Lettings"]],
  [69, 69, ["Accountants", "Legal Services", "Tax Advisers"]], [70, 70, ["Consulting", "Management", "Holdings"]],
  [71, 72, ["Architects", "Surveyors", "Engineering", "Laboratories"]], [73, 75, ["Marketing", "Design", "Veterinary"]],
  [77, 82, ["Recruitment", "Security", "Cleaning Services", "Facilities", "Services"]], [84, 84, ["Services"]],
  [85, 85, ["Training", "Education", "Academy"]], [86, 88, ["Care", "Healthcare", "Dental", "Clinic"]],
  [90, 93, ["Events", "Leisure", "Studios", "Fitness"]], [94, 99, ["Services", "Salons", "Repairs"]],
];

let usable: SicCode[] | null = null;

/**
 * The company's SIC codes. `trades`: the company imports or exports these HS codes (or, when empty, some goods), so
 * its principal activity is one that deals in their chapters.
 */
export function pickSic(random: Random, status: CompanyStatus, form: LegalForm, trades?: readonly string[]): SicCode[] {
  const codes = sicCodes();
  if (status === "dormant") return [codes.find((entry) => entry.code === "99999") ?? codes[0]];
  if (form === "lp") return [codes.find((entry) => entry.code === "64304") ?? codes[0]];
  usable ??= codes.filter((entry) => entry.code !== "99999" && entry.code !== "99000");
  const picked = random.sample(usable, random.chance(0.7) ? 1 : random.int(2, 3));
  if (trades === undefined) return picked;
  const dealers = usable.filter((entry) => {
    const chapters = plausibleHsChapters(entry.code);
    return chapters.size > 0 && trades.every((code) => chapters.has(code.slice(0, 2)));
  });
  return [random.pick(dealers), ...picked.slice(1)];
}

export function tradeWord(random: Random, sic: SicCode): string {
  const division = Number(sic.code.slice(0, 2));
  const row = TRADE_WORDS.find(([from, to]) => division >= from && division <= to);
  return random.pick(row ? row[2] : ["Services"]);
}
