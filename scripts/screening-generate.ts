// npm run screening:generate -- FILE [--entities N] [--seed S]
// Writes a large screening list in OpenSanctions' export format (FollowTheMoney entities, one JSON a line) for
// measuring the loader and the matcher at scale: a million entities by default, people and organisations about as
// large as OpenSanctions' own (names, aliases in other scripts, birth dates, nationalities, identifiers, topics,
// notes), with a share of British names so that screening a sandbox company meets real candidates. Deterministic
// from the seed; streamed, so memory stays flat whatever the count.
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Random } from "../sandbox/random";
import { FORENAMES, SURNAMES } from "../sandbox/reference/names";

const SYLLABLES = [
  "ka", "ri", "mo", "ta", "ne", "vo", "shi", "len", "dar", "mir", "gor", "ast", "el", "an", "bel", "zor", "na", "li",
  "sa", "ro", "ul", "tem", "vik", "has", "san", "fa", "jam", "bor", "ki", "lu", "med", "ze", "ha", "tor", "gal", "nur",
];
const SURNAME_ENDINGS = ["ov", "ev", "in", "enko", "uk", "ski", "berg", "son", "ani", "i", "zadeh", "ian", "escu", "ic", "ova", ""];
const TOPIC_WEIGHTS = [["sanction", 4], ["role.pep", 5], ["debarment", 1], ["crime", 1]] as const;
const COUNTRIES = ["ru", "by", "ir", "sy", "kp", "ae", "tr", "kz", "uz", "az", "gb", "us", "cn", "ng", "ve", "ua", "de", "fr"];
const DATASETS = ["us_ofac_sdn", "eu_fsf", "gb_hmt_sanctions", "un_sc_sanctions", "everypolitician", "wd_peps", "worldbank_debarred"];
const ORG_WORDS = ["Trading", "Holding", "Invest", "Energy", "Shipping", "Metals", "Petroleum", "Logistics", "Bank", "Industries", "Group"];
const ORG_FORMS = ["LLC", "JSC", "Ltd", "FZE", "GmbH", "SA", "OOO", "AO", "Limited"];
const CYRILLIC: Record<string, string> = {
  a: "а", b: "б", c: "к", d: "д", e: "е", f: "ф", g: "г", h: "х", i: "и", j: "й", k: "к", l: "л", m: "м", n: "н", o: "о",
  p: "п", r: "р", s: "с", t: "т", u: "у", v: "в", z: "з", y: "ы", w: "в", x: "кс", q: "к",
};

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const cyrillic = (name: string): string => [...name.toLowerCase()].map((letter) => CYRILLIC[letter] ?? letter).join("");

function madeUpWord(random: Random, parts: number): string {
  let word = "";
  for (let index = 0; index < parts; index += 1) word += random.pick(SYLLABLES);
  return word;
}

function personName(random: Random): { first: string; last: string } {
  // One in six a British name (the sandbox's own pools): what makes screening a UK company meet candidates.
  if (random.chance(1 / 6)) return { first: random.pick(FORENAMES), last: random.pick(SURNAMES) };
  return { first: capital(madeUpWord(random, random.int(1, 2))), last: capital(madeUpWord(random, random.int(1, 3)) + random.pick(SURNAME_ENDINGS)) };
}

function date(random: Random, from: number, to: number): string {
  return `${random.int(from, to)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
}

/** The index-th entity of a large list, the same for the same seed. */
export function largeListEntity(seed: number, index: number): object {
  const random = new Random(seed, `large-list:${index}`);
  const topic = random.weighted(TOPIC_WEIGHTS, ([, weight]) => weight)[0];
  const country = random.pick(COUNTRIES);
  const datasets = random.sample(DATASETS, random.int(1, 2));
  const id = `NK-${random.digits(6)}${index.toString(36)}`;
  const common = {
    referents: Array.from({ length: random.int(0, 3) }, () => `${random.pick(DATASETS)}-${random.digits(6)}`),
    datasets, first_seen: `${date(random, 2019, 2023)}T10:00:00`, last_seen: "2026-10-30T08:00:00",
    last_change: `${date(random, 2023, 2026)}T12:00:00`, target: true,
  };
  if (random.chance(0.7)) {
    const { first, last } = personName(random);
    const name = `${first} ${last}`;
    const properties: Record<string, string[]> = {
      name: [name], firstName: [first], lastName: [last], topics: [topic], nationality: [country],
      birthDate: [random.chance(0.15) ? String(random.int(1930, 2000)) : date(random, 1930, 2000)],
      gender: [random.chance(0.5) ? "male" : "female"],
      notes: [`Listed under ${datasets[0]} for ${topic === "role.pep" ? "holding public office" : "activities the list describes"}.`],
    };
    if (random.chance(0.4)) properties.alias = [cyrillic(name), ...(random.chance(0.3) ? [`${last} ${first}`] : [])];
    if (topic === "role.pep") properties.position = [`Member of the ${capital(madeUpWord(random, 2))} Council`];
    if (random.chance(0.2)) properties.taxNumber = [random.digits(12)];
    return { id, caption: name, schema: "Person", properties, ...common };
  }
  const name = `${capital(madeUpWord(random, random.int(2, 3)))} ${random.pick(ORG_WORDS)} ${random.pick(ORG_FORMS)}`;
  const properties: Record<string, string[]> = {
    name: [name], topics: [topic], country: [country], registrationNumber: [random.digits(random.int(8, 13))],
    incorporationDate: [date(random, 1990, 2024)], notes: [`Designated by ${datasets[0]}.`],
  };
  if (random.chance(0.3)) properties.alias = [cyrillic(name)];
  return { id, caption: name, schema: random.chance(0.6) ? "Company" : "Organization", properties, ...common };
}

export async function writeLargeList(file: string, entities: number, seed: number): Promise<void> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const out = createWriteStream(file, { encoding: "utf8" });
  let buffer = "";
  for (let index = 0; index < entities; index += 1) {
    buffer += `${JSON.stringify(largeListEntity(seed, index))}\n`;
    if (buffer.length < 1 << 20) continue;
    if (!out.write(buffer)) await once(out, "drain");
    buffer = "";
  }
  out.end(buffer);
  await once(out, "finish");
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const file = args.find((arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"));
  const option = (name: string, fallback: number): number => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  if (!file) {
    console.error("usage: npm run screening:generate -- FILE [--entities 1000000] [--seed 20261122]");
    process.exit(1);
  }
  const started = performance.now();
  const count = option("entities", 1_000_000);
  await writeLargeList(file, count, option("seed", 20261122));
  console.log(`wrote ${count} entities to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
