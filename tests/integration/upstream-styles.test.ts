// The BFF in front of the sandbox's three answer styles: "spec" (exactly the spec's fields: a filing's words only in
// description_values.description), "companies-house" (Companies House's made_up_date, charge_number… and no
// sentence) and "sparse" (a quarter of the fields missing). Every filing is worded and every year's figures name
// their filing, in the documents operation, the profile and the report's JSON. Expected words and links come from the
// upstream's answers (the spec style's sentences, whose dates the dashboard writes "31 Mar 2023"), never from the
// dashboard's code.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { demoCompany } from "@/sandbox/demo-companies";

const SLOW = 120_000;
const STYLES = ["spec", "companies-house", "sparse"] as const;
type Style = (typeof STYLES)[number];
const COMPANIES = ["liquidation", "typical-active", "charges-every-kind"].map((name) => demoCompany(name).number);

type Values = Record<string, string | undefined>;
type Part = { text: string; bold?: true };
type Item = {
  category?: string; date?: string; description?: string; description_values?: Values; links?: { self?: string };
  resolutions?: { description?: string; description_values?: Values; wording?: { parts: Part[] } }[];
  wording?: { parts: Part[]; source: string };
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const shortMonths = (text: string) => MONTHS.reduce((out, month) => out.replaceAll(month, month.slice(0, 3)), text).replace(/\s+/g, " ").trim();
const dayText = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1].slice(0, 3)} ${year}`;
};
const words = (item: { description_values?: Values }) => shortMonths(item.description_values?.description ?? "");
const keyInWords = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " ");
// The upstream's own words keep their dates as it wrote them ("31 March 2023"): compared with months shortened.
const partsText = (parts: Part[] | undefined) => shortMonths((parts ?? []).map((part) => part.text).join(""));
const transactionId = (item: Item) => item.links?.self?.split("/").at(-1) ?? null;

async function json<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

const upstream = <T>(style: Style, path: string) => json<T>(`${inject("styles")[style].sandboxUrl}${path}`, { "x-api-key": inject("apiKey") });
const bff = <T>(style: Style, path: string) => json<T>(`${inject("styles")[style].bffUrl}${path}`);

/** By company: the spec style's filings (the reference words) and its years' ends. */
const reference = new Map<string, { items: Item[]; years: string[] }>();

beforeAll(async () => {
  for (const crn of COMPANIES) {
    const { items } = await upstream<{ items: Item[] }>("spec", `/companies/${crn}/documents`);
    const profile = await upstream<{ statutoryAccounts: { yearEndDate: string }[] }>("spec", `/companies/${crn}`);
    reference.set(crn, { items, years: profile.statutoryAccounts.map((year) => year.yearEndDate.slice(0, 10)) });
  }
}, SLOW);

/** The words each filing may show: its sentence; in the sparse style also its key in words, or none at all. */
function allowedWords(style: Style, own: Item, spec: Item): string[] {
  if (style !== "sparse") return [words(spec)];
  return [words(spec), ...(own.description ? [keyInWords(own.description)] : []),
    ...(!own.description && !own.description_values?.description ? ["No description given"] : [])];
}

/** The accounts filing a year's figures come from, by the made-up date the upstream's sentence states. */
function sourceOf(items: Item[], yearEnd: string): Item | undefined {
  const [year, month, day] = yearEnd.split("-").map(Number);
  const madeUpTo = `made up to ${day} ${MONTHS[month - 1]} ${year}`;
  return items.filter((item) => item.category === "accounts" && item.description_values?.description?.endsWith(madeUpTo))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
}

describe.each(STYLES)("on the %s style", (style) => {
  it("the upstream answers in its style", async () => {
    const { items } = await upstream<{ items: Item[] }>(style, `/companies/${COMPANIES[0]}/documents`);
    const accounts = items.filter((item) => item.category === "accounts");
    expect(accounts.length).toBeGreaterThan(0);
    if (style === "spec") for (const item of items) expect(Object.keys(item.description_values ?? {}).sort()).toEqual(["appointment_date", "description", "officer_name", "termination_date"]);
    if (style === "companies-house") {
      for (const item of accounts) expect(item.description_values).toMatchObject({ description: "", made_up_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    }
  });

  it.each(COMPANIES)("words every filing of %s in the documents operation and the profile, never with a placeholder", async (crn) => {
    const spec = reference.get(crn)!.items;
    const own = (await upstream<{ items: Item[] }>(style, `/companies/${crn}/documents`)).items;
    const worded = (await bff<{ items: Item[] }>(style, `/api/companies/${crn}/documents`)).items;
    expect(worded).toHaveLength(spec.length);
    worded.forEach((item, index) => {
      const text = partsText(item.wording?.parts);
      expect(text).not.toMatch(/not given/);
      expect(allowedWords(style, own[index]!, spec[index]!), `${crn} ${index}`).toContain(text);
      (item.resolutions ?? []).forEach((resolution, at) => {
        if (style !== "sparse") expect(partsText(resolution.wording?.parts)).toBe(words(spec[index]!.resolutions![at]!));
      });
      // Companies House's values word the item from its template; the spec's words are the upstream's own.
      if (style === "companies-house") expect(item.wording?.source).toBe("companies-house");
      if (style === "spec" && item.category === "accounts") expect(item.wording?.source).toBe("upstream");
    });
    // The profile's own copy of the filings (a sparse answer leaves out other fields there than in operation 7).
    const profile = await bff<{ documents: { items: Item[] } }>(style, `/api/companies/${crn}`);
    const ownCopy = (await upstream<{ documents: { items: Item[] } }>(style, `/companies/${crn}`)).documents.items;
    expect(profile.documents.items.length).toBeGreaterThan(0);
    profile.documents.items.forEach((item, index) => {
      expect(allowedWords(style, ownCopy[index]!, spec[index]!), `${crn} profile ${index}`).toContain(partsText(item.wording?.parts));
    });
  }, SLOW);

  it("gives the report's JSON the same filing words, each year's source filing and its document", async () => {
    const crn = COMPANIES[0]!;
    const { items: spec, years } = reference.get(crn)!;
    const report = await bff<{
      filings: { data: { rows: { description: string; documentUrl?: string | null }[] } };
      financials: { data: { years: { source?: { yearEnded: string; sentence: string; documentUrl: string | null } }[] } };
    }>(style, `/api/reports/${crn}?format=json`);
    const lines = report.filings.data.rows.map((row) => shortMonths(row.description));
    expect(lines).toHaveLength(spec.length);
    for (const line of lines) expect(line).not.toMatch(/not given/);
    if (style !== "sparse") {
      const expected = spec.map((item) => [words(item), (item.resolutions ?? []).map(words).join("; ")].filter(Boolean).join(" — "));
      expect(lines.toSorted()).toEqual(expected.toSorted());
    }
    const sources = report.financials.data.years.flatMap((year) => (year.source ? [year.source] : []));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(years.length);
    let named = 0;
    for (const source of sources) {
      const filing = sourceOf(spec, source.yearEnded.slice(0, 10));
      expect(filing, source.yearEnded).toBeDefined();
      const sentence = `Accounts for the year ended ${dayText(source.yearEnded)}, filed on ${dayText(String(filing!.date))}`;
      // A sparse answer may lose the filing's date or category: then the source says so, never a wrong filing.
      if (style === "sparse" && !source.sentence.startsWith(sentence)) {
        expect(source.sentence).toMatch(/^No matching filing in the history/);
        continue;
      }
      expect(source.sentence.startsWith(sentence), source.sentence).toBe(true);
      if (style !== "sparse") expect(source.documentUrl).toMatch(new RegExp(`/api/companies/${crn}/documents/${transactionId(filing!)}$`));
      named += 1;
    }
    expect(named).toBeGreaterThan(0);
    if (style !== "sparse") expect(named).toBe(sources.length);
  }, SLOW);
});
