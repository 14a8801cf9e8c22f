// Deterministic, register-like companies for the directory benchmark: a seeded generator, so that the same row count
// always gives the same file. Names mix common words (so some words match hundreds of thousands of companies, as
// "holdings" does), invented brand names (so the vocabulary is large) and the awkward spellings the register has.
import type { ChCsvRow } from "../../lib/directory/ch-csv-writer";

const SURNAMES = (
  "smith jones taylor brown williams wilson johnson davies robinson wright thompson evans walker white roberts green " +
  "hall wood jackson clarke patel khan lewis james phillips mason mitchell rose davis rodriguez cox alexander morgan " +
  "hughes edwards hill moore clark harrison scott young morris ward turner carter cooper harris king lee martin " +
  "baker allen campbell anderson bell murphy kelly singh shah ali ahmed begum hussain price bennett griffiths " +
  "russell cook bailey parker collins stewart watson pearson fisher hunt palmer marshall holmes mills gray mcdonald " +
  "oconnor dobson kaur murray fox reid henderson knight lloyd chapman barker shaw ellis gibson atkinson howard"
).toUpperCase().split(" ");
const WORDS = (
  "north south east west central united royal global british national premier elite prime first smart green blue " +
  "red black silver golden oak ash cedar river bridge castle park hill valley lake harbour meadow summit crown star " +
  "phoenix eagle falcon lion apex vertex nova orbit pioneer heritage city county metro urban rural coastal " +
  "highland island atlantic pacific northern southern alpha omega delta sigma quantum fusion bright clear swift"
).toUpperCase().split(" ");
const TRADES = (
  "holdings properties services consulting solutions construction scaffolding plumbing electrical engineering " +
  "logistics transport trading investments developments management technologies software systems media design " +
  "marketing recruitment care healthcare dental pharmacy catering foods restaurant cafe bakery motors garage " +
  "cleaning security roofing builders joinery landscapes estates lettings finance capital ventures partners " +
  "associates group international enterprises retail fashion beauty fitness training education energy solar " +
  "environmental agriculture farming haulage couriers accountants legal architects surveyors interiors"
).toUpperCase().split(" ");
const SYLLABLES = "ka lo ve tri zen dex mar ion ova rix tel qua ven sol lux bra cor nex tor vi ar el om ux pra sen dal fin gro hav".split(" ");
const TOWNS: readonly [string, string, string][] = [
  ["LONDON", "", "EC"], ["LONDON", "", "SW"], ["LONDON", "", "N"], ["LEEDS", "WEST YORKSHIRE", "LS"],
  ["MANCHESTER", "GREATER MANCHESTER", "M"], ["BIRMINGHAM", "WEST MIDLANDS", "B"], ["BRISTOL", "", "BS"],
  ["GLASGOW", "", "G"], ["EDINBURGH", "", "EH"], ["CARDIFF", "", "CF"], ["BELFAST", "", "BT"],
  ["LIVERPOOL", "MERSEYSIDE", "L"], ["SHEFFIELD", "SOUTH YORKSHIRE", "S"], ["NOTTINGHAM", "", "NG"],
  ["TADLEY", "HAMPSHIRE", "RG"], ["NEWCASTLE UPON TYNE", "TYNE AND WEAR", "NE"], ["NORWICH", "NORFOLK", "NR"],
  ["CAMBRIDGE", "CAMBRIDGESHIRE", "CB"], ["OXFORD", "OXFORDSHIRE", "OX"], ["LEICESTER", "", "LE"],
];
const SIC = [
  "70229 - Management consultancy activities other than financial management", "41100 - Development of building projects",
  "68209 - Other letting and operating of own or leased real estate", "62020 - Information technology consultancy activities",
  "43991 - Scaffold erection", "56101 - Licensed restaurants", "49410 - Freight transport by road", "99999 - Dormant Company",
  "64209 - Activities of other holding companies n.e.c.", "47910 - Retail sale via mail order houses or via Internet",
];
const STATUSES: readonly [number, string][] = [
  [0.93, "Active"], [0.965, "Active - Proposal to Strike off"], [0.985, "Liquidation"], [0.992, "In Administration"],
  [0.997, "Voluntary Arrangement"], [1, "Live but Receiver Manager on at least one charge"],
];
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

/** mulberry32: small, fast and good enough to make data look varied. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fakeChRow(index: number, random: () => number): ChCsvRow {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const [town, county, area] = pick(TOWNS);
  const incorporated = random() < 0.01 ? undefined : isoDay(1950 + Math.floor(random() * 75), random);
  const roll = random();
  const status = STATUSES.find(([limit]) => roll < limit)?.[1] ?? "Active";
  const previousCount = random() < 0.15 ? (random() < 0.8 ? 1 : 2 + Math.floor(random() * 3)) : 0;
  return {
    name: fakeName(random, pick, town),
    number: fakeNumber(index),
    addressLine1: `${1 + Math.floor(random() * 200)} ${pick(WORDS)} ${pick(["ROAD", "STREET", "LANE", "WAY", "COURT"])}`,
    addressLine2: random() < 0.4 ? `${pick(WORDS)} BUSINESS PARK` : "",
    town,
    county,
    postcode: `${area}${1 + Math.floor(random() * 28)} ${Math.floor(random() * 10)}${pick([...LETTERS])}${pick([...LETTERS])}`,
    status,
    incorporationDate: incorporated,
    accountsCategory: pick(["TOTAL EXEMPTION FULL", "MICRO ENTITY", "DORMANT", "SMALL", "FULL"]),
    sicTexts: random() < 0.3 ? [pick(SIC), pick(SIC)] : [pick(SIC)],
    previousNames: Array.from({ length: previousCount }, () => ({
      name: fakeName(random, pick, town),
      changedDate: isoDay(2000 + Math.floor(random() * 24), random),
    })),
  };
}

function fakeName(random: () => number, pick: <T>(list: readonly T[]) => T, town: string): string {
  const brand = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join("").toUpperCase();
  const shape = random();
  let core: string;
  if (shape < 0.25) core = `${pick(SURNAMES)} ${pick(TRADES)}`;
  else if (shape < 0.45) core = `${brand()} ${pick(TRADES)}`;
  else if (shape < 0.6) core = `${pick(WORDS)} ${pick(WORDS)} ${pick(TRADES)}`;
  else if (shape < 0.7) core = `${pick(SURNAMES)} & ${pick(SURNAMES)}`;
  else if (shape < 0.8) core = `${town} ${pick(TRADES)}`;
  else if (shape < 0.9) core = brand();
  else core = `${pick(SURNAMES)} ${brand()} ${pick(TRADES)} ${Math.floor(random() * 100)}`;
  const awkward = random();
  if (awkward < 0.002) core = `${pick(["!", "\"", "(", ".", "-", "@", "#1 "])}${core}`;
  else if (awkward < 0.004) core = `THE "${core}"`;
  else if (awkward < 0.006) core = core.replace(" ", ", ");
  else if (awkward < 0.008) core = `${core.split(" ")[0]}'S ${core.split(" ").slice(1).join(" ")}`.trim();
  const suffix = random();
  return `${core} ${suffix < 0.85 ? "LIMITED" : suffix < 0.92 ? "LTD" : suffix < 0.93 ? "PLC" : suffix < 0.96 ? "LLP" : "UK LIMITED"}`;
}

/** Unique per index: mostly England and Wales numbers, one in twenty Scottish and one in forty Northern Irish. */
export function fakeNumber(index: number): string {
  if (index % 20 === 7) return `SC${String(Math.floor(index / 20) + 1).padStart(6, "0")}`;
  if (index % 40 === 13) return `NI${String(Math.floor(index / 40) + 1).padStart(6, "0")}`;
  return String(1_000_000 + index).padStart(8, "0");
}

function isoDay(year: number, random: () => number): string {
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
