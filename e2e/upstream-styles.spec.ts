// The same screens on three upstreams: the sandbox's default "spec" style (exactly the fields the spec shows: a
// filing's words only in description_values.description), its "companies-house" style (Companies House's
// made_up_date, charge_number… and no sentence) and its "sparse" style (a quarter of the fields missing). Run by the
// chromium, companies-house and sparse-upstream projects, each against its own sandbox. Expected words and links are
// read from the upstream's answers here, never from the dashboard's code: the spec style's sentences are the
// reference, since Companies House's template filled with its values says the same.
import { expect, test } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 120_000 });

// A company in liquidation: accounts, confirmation statements, officers, charges, insolvency and a resolution, all on
// the first page of its Filings tab (fewer than 25 filings).
const crn = demoCompany("liquidation").number;
const KEY = process.env.E2E_UPSTREAM_KEY ?? "";

type Values = Record<string, string | undefined>;
type Item = {
  category?: string; date?: string; description?: string; description_values?: Values;
  resolutions?: { description?: string; description_values?: Values }[]; links?: { self?: string };
};
type Style = "spec" | "companies-house" | "sparse";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** Dates as the dashboard writes them ("31 Mar 2023"); the upstream's sentences write "31 March 2023". */
const shortMonths = (text: string) => MONTHS.reduce((out, month) => out.replaceAll(month, month.slice(0, 3)), text).replace(/\s+/g, " ").trim();
const dayText = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1].slice(0, 3)} ${year}`;
};
const keyInWords = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/-/g, " ");
const transactionId = (item: Item) => item.links?.self?.split("/").at(-1) ?? null;

function styleOf(project: string): Style {
  return project === "sparse-upstream" ? "sparse" : project === "companies-house" ? "companies-house" : "spec";
}

async function upstream<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { "x-api-key": KEY } });
  expect(response.status, `${base}${path}`).toBe(200);
  return (await response.json()) as T;
}

/** This project's sandbox: the dashboard's port + 10, as playwright.config.ts starts them. */
function sandboxOf(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://127.0.0.1:3100");
  return `http://127.0.0.1:${Number(url.port) + 10}`;
}

let reference: Item[];
let years: string[];
test.beforeAll(async () => {
  // The spec style's answer (the chromium project's sandbox): its sentences are the words every style must show.
  const specSandbox = process.env.E2E_SANDBOX_URL ?? "http://127.0.0.1:3110";
  reference = (await upstream<{ items: Item[] }>(specSandbox, `/companies/${crn}/documents`)).items;
  const profile = await upstream<{ statutoryAccounts: { yearEndDate: string }[] }>(specSandbox, `/companies/${crn}`);
  years = profile.statutoryAccounts.map((year) => year.yearEndDate.slice(0, 10));
  expect(reference.length).toBeGreaterThan(10);
  expect(reference.length).toBeLessThanOrEqual(25);
});

/** The words of a filing in the reference (the upstream's sentence, its dates as the dashboard writes them). */
const words = (item: { description_values?: Values }) => shortMonths(item.description_values?.description ?? "");

/** The accounts filing each year's figures come from, by the made-up date the upstream's sentence states. */
function referenceSource(yearEnd: string): Item | undefined {
  const [year, month, day] = yearEnd.split("-").map(Number);
  const madeUpTo = `made up to ${day} ${MONTHS[month - 1]} ${year}`;
  return reference.filter((item) => item.category === "accounts" && item.description_values?.description?.endsWith(madeUpTo))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
}

/**
 * The words a sparse answer's filings may show: the upstream's sentence, its key in words where the sentence was
 * left out, and "No description given" only where the key was left out too.
 */
function sparseWords(own: Item[]): Set<string> {
  return new Set(own.flatMap((item, index) => [
    words(reference[index]!),
    ...(item.description ? [keyInWords(item.description)] : []),
    ...(!item.description && !item.description_values?.description ? ["No description given"] : []),
  ]));
}

test("the Filings tab words every filing as the upstream does, never with a placeholder", async ({ page, baseURL }, testInfo) => {
  const style = styleOf(testInfo.project.name);
  const own = (await upstream<{ items: Item[] }>(sandboxOf(baseURL), `/companies/${crn}/documents`)).items;
  expect(own).toHaveLength(reference.length);
  if (style === "companies-house") expect(own.find((item) => item.category === "accounts")?.description_values?.made_up_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  if (style === "spec") expect(own.every((item) => item.description_values?.made_up_date === undefined)).toBe(true);

  await page.goto(`/companies/${crn}/filings`);
  const rows = page.getByTestId("filing-row");
  await expect(rows).toHaveCount(reference.length, { timeout: 30_000 });
  // The upstream's own words keep their dates as it wrote them ("31 March 2023"): compared with months shortened.
  const shown = (await page.getByTestId("filing-description").allInnerTexts()).map(shortMonths);
  for (const text of shown) expect(text).not.toMatch(/not given|not in Companies House/);
  if (style === "sparse") {
    // A sparse answer may lose a filing's sentence and values: then its key in words, still never a placeholder.
    const allowed = sparseWords(own);
    for (const text of shown) expect([...allowed], text).toContain(text);
  } else {
    expect(shown).not.toContain("No description given");
    expect(shown.toSorted()).toEqual(reference.map(words).toSorted());
  }
  if (style === "companies-house") {
    // Worded from Companies House's templates, whose first part is bold.
    for (let index = 0; index < reference.length; index += 1) await expect(rows.nth(index).getByTestId("filing-description").locator("strong").first()).not.toBeEmpty();
  }
  const resolutions = reference.flatMap((item) => (item.resolutions ?? []).map(words));
  expect(resolutions.length).toBeGreaterThan(0);
  if (style !== "sparse") for (const text of resolutions) await expect(page.getByRole("list", { name: "Resolutions" }).getByText(text, { exact: true })).toBeVisible();
});

test("each year's figures name their filing and link to its document", async ({ page }, testInfo) => {
  const style = styleOf(testInfo.project.name);
  await page.goto(`/companies/${crn}/financials`);
  const rows = page.getByRole("region", { name: "Accounts by year" }).getByTestId("accounts-year");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  let named = 0;
  let href: string | null = null;
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const text = (await row.innerText()).replace(/\s+/g, " ");
    expect(text).not.toMatch(/not given/);
    const yearEnd = years.find((year) => text.includes(`Accounts for the year ended ${dayText(year)}`) || text.includes(`for the accounts for the year ended ${dayText(year)}`));
    expect(yearEnd, text).toBeDefined();
    const filing = referenceSource(yearEnd!);
    expect(filing, yearEnd).toBeDefined();
    const sentence = `Accounts for the year ended ${dayText(yearEnd!)}, filed on ${dayText(String(filing!.date))}`;
    if (style === "sparse" && !text.includes(sentence)) {
      // The sparse answer may have lost the filing's date or category: then it says so, never a wrong filing.
      expect(text).toContain("No matching filing in the history");
      continue;
    }
    expect(text).toContain(sentence);
    const link = row.getByRole("link", { name: /Open the filed accounts/ });
    if (style === "sparse" && (await link.count()) === 0) continue;
    href = `/api/companies/${crn}/documents/${transactionId(filing!)}`;
    await expect(link).toHaveAttribute("href", href);
    named += 1;
  }
  expect(named).toBeGreaterThan(0);
  if (style !== "sparse") expect(named).toBe(count);
  const document = await page.request.get(href!);
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toContain("application/pdf");
});

test("the report's JSON gives the same filing words and sources", async ({ request }, testInfo) => {
  const style = styleOf(testInfo.project.name);
  const response = await request.get(`/api/reports/${crn}?format=json`, { timeout: 90_000 });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as {
    filings: { data: { rows: { description: string; documentUrl?: string | null }[] } };
    financials: { data: { years: { source?: { yearEnded: string; sentence: string; documentUrl: string | null } }[] } };
  };
  const rows = report.filings.data.rows;
  expect(rows).toHaveLength(reference.length);
  const lines = rows.map((row) => shortMonths(row.description));
  for (const line of lines) expect(line).not.toMatch(/not given/);
  const expected = reference.map((item) => {
    const resolutions = (item.resolutions ?? []).map(words);
    return resolutions.length ? `${words(item)} — ${resolutions.join("; ")}` : words(item);
  });
  if (style === "sparse") {
    const own = (await upstream<{ items: Item[] }>(sandboxOf(testInfo.project.use.baseURL), `/companies/${crn}/documents`)).items;
    const allowed = sparseWords(own);
    for (const line of lines) expect([...allowed], line).toContain(line.split(" — ")[0]);
  } else {
    expect(lines.toSorted()).toEqual(expected.toSorted());
    const links = rows.map((row) => row.documentUrl?.split("/").at(-1)).toSorted();
    expect(links).toEqual(reference.map(transactionId).toSorted());
  }

  const sources = report.financials.data.years.flatMap((year) => (year.source ? [year.source] : []));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    const filing = referenceSource(source.yearEnded.slice(0, 10));
    const sentence = `Accounts for the year ended ${dayText(source.yearEnded)}, filed on ${dayText(String(filing?.date))}`;
    if (style === "sparse" && !source.sentence.startsWith(sentence)) {
      expect(source.sentence).toMatch(/^No matching filing in the history/);
      continue;
    }
    expect(source.sentence.startsWith(sentence), source.sentence).toBe(true);
    if (style !== "sparse") expect(source.documentUrl).toMatch(new RegExp(`/api/companies/${crn}/documents/${transactionId(filing!)}$`));
  }
});
