// Reads the field names out of the upstream's interface specification (a verbatim copy in reference/), section by
// section, so that the spec-coverage test compares the schemas and the sandbox with the spec itself and not with a
// list retyped from it. The spec is prose, lists and tables; the rules below read the forms it uses:
//   "Strings: a, b, c."   "mortgageDetails: array of {x, y}"   "| a, b | {x integer, y string} |"
//   "a string, b number"  "addressLine1..addressLine4"   "… additionally carry invoice_finance (string), …"
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../sandbox/repo-root";

export const SPEC_FILE = path.join(REPO_ROOT, "reference", "company-data-api.md");

/** Words that describe a field's type, never name one. */
const TYPE_WORDS = new Set([
  "string", "strings", "integer", "integers", "number", "numbers", "boolean", "booleans", "array", "arrays", "of",
  "object", "objects", "date-time", "all",
]);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** camelCase, snake_case or numbered: a token no English sentence uses. */
const CODE_LIKE = /^[A-Za-z]*([a-z][A-Z]|_|[a-z]\d)[A-Za-z0-9_]*$/;

/** The field names of each resource section ("### Company profile (…)" → names), in the spec's spelling. */
export function specFieldsBySection(text = readFileSync(SPEC_FILE, "utf8")): Map<string, Set<string>> {
  const resources = text.slice(text.indexOf("## Resources and their fields"), text.indexOf("## States and transitions"));
  const sections = new Map<string, Set<string>>();
  for (const block of resources.split(/^### /m).slice(1)) {
    const [heading = "", ...lines] = block.split("\n");
    const names = new Set<string>();
    for (const line of lines.map(expandRanges)) {
      for (const name of line.startsWith("|") ? tableRowNames(line) : proseNames(line)) names.add(name);
    }
    sections.set(heading.replace(/\s*\(.*$/, "").trim(), names);
  }
  return sections;
}

/** "alertDetail1 .. alertDetail11" → "alertDetail1, alertDetail2, …, alertDetail11". */
function expandRanges(line: string): string {
  return line.replace(/([A-Za-z_]+)(\d+)\s*\.\.\s*\1(\d+)/g, (_, stem: string, from: string, to: string) =>
    Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => `${stem}${Number(from) + index}`).join(", "));
}

function tableRowNames(line: string): string[] {
  const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
  if (cells[0] === "Field" || /^-+$/.test(cells[0] ?? "")) return [];
  const [first = "", ...rest] = cells;
  return [...itemNames(first), ...rest.flatMap(braceNames)];
}

function proseNames(line: string): string[] {
  const names = braceNames(line);
  const flat = stripBraces(line).replace(/\([^)]*\)/g, " ");
  for (const sentence of flat.split(/\.(?:\s+|$)/)) {
    const colon = sentence.indexOf(":");
    const label = colon >= 0 ? sentence.slice(0, colon).trim() : "";
    // A label is a field when it is one lower-case identifier ("cpv_codes: array of {…}"), not "Strings" or prose.
    if (/^[a-z]/.test(label) && IDENTIFIER.test(label) && !TYPE_WORDS.has(label)) names.push(label);
    names.push(...itemNames(colon >= 0 ? sentence.slice(colon + 1) : sentence));
  }
  return names;
}

/** The names inside every {…}, at any depth: the first word of each comma-separated item. */
function braceNames(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "{" && depth++ === 0) start = index + 1;
    if (text[index] === "}" && --depth === 0) {
      const inner = text.slice(start, index);
      names.push(...braceNames(inner), ...itemNames(stripBraces(inner)));
    }
  }
  return names;
}

function stripBraces(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(/\{[^{}]*\}/g, " ");
  } while (current !== previous);
  return current;
}

/** Comma-, semicolon- or "and"-separated items: "name", "name type…", or prose ending in a code-like name. */
function itemNames(list: string): string[] {
  return list.split(/,|;|\band\b/).flatMap((item) => {
    const words = item.replace(/:/g, " ").trim().split(/\s+/).filter(Boolean);
    const [first, ...rest] = words;
    if (!first) return [];
    if (IDENTIFIER.test(first) && !TYPE_WORDS.has(first) && rest.every((word) => TYPE_WORDS.has(word))) return [first];
    const last = words.at(-1) ?? "";
    return words.length > 1 && CODE_LIKE.test(last) ? [last] : [];
  });
}
