// Companies House's published vocabularies, read once from the verbatim copies in
// reference/companies-house-enumerations/ (never retyped). Server side and scripts only: the filing templates alone
// are too large for a page's first load, so the browser receives words the BFF has already chosen, or the small subset in
// ch-vocabulary.json (see ch-vocabulary.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { z } from "zod";

const FILES = {
  constants: "constants.yml",
  filingHistory: "filing_history_descriptions.yml",
  psc: "psc_descriptions.yml",
  mortgage: "mortgage_descriptions.yml",
} as const;

export type VocabularyFile = keyof typeof FILES;
/** One enumeration: Companies House's key ("ltd") → its words ("Private limited company"). */
export type Enumeration = Readonly<Record<string, string>>;

// Top-level sections map keys to words; a few hold other shapes (notes), which are left out.
const fileSchema = z.record(z.string(), z.unknown());

const loaded = new Map<VocabularyFile, Readonly<Record<string, Enumeration>>>();

function folder(): string {
  // The dashboard's server runs from the repository, whose bundle no longer sits at this file's place; scripts and tests
  // may run from elsewhere, where this file's place finds it.
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
  // turbopackIgnore: the folder is read at run time from the repository; tracing it would pull in the whole project.
  const candidates = [process.cwd(), here].map((root) => path.join(root, "reference", "companies-house-enumerations"));
  const found = candidates.find((candidate) => existsSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ candidate, FILES.constants)));
  if (!found) throw new Error(`Companies House enumerations not found (looked in ${candidates.join(", ")})`);
  return found;
}

export function vocabularyFile(file: VocabularyFile): Readonly<Record<string, Enumeration>> {
  const cached = loaded.get(file);
  if (cached) return cached;
  // mortgage_descriptions.yml repeats a few keys; like Companies House's own (Ruby) reader, the last one stands.
  const parsed = fileSchema.parse(parse(readFileSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ folder(), FILES[file]), "utf8"), { uniqueKeys: false }));
  const sections: Record<string, Enumeration> = {};
  for (const [name, section] of Object.entries(parsed)) {
    if (!section || typeof section !== "object" || Array.isArray(section)) continue;
    sections[name] = Object.fromEntries(
      Object.entries(section).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
  loaded.set(file, sections);
  return sections;
}

/** One section of one file, e.g. `enumeration("constants", "company_status")`; throws when it is not there. */
export function enumeration(file: VocabularyFile, section: string): Enumeration {
  const found = vocabularyFile(file)[section];
  if (!found) throw new Error(`Companies House enumeration ${FILES[file]} has no section ${section}`);
  return found;
}

/** The filing-history description templates, by description key. */
export function filingTemplates(): Enumeration {
  return enumeration("filingHistory", "description");
}
