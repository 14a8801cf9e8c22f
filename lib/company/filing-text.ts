// A filing's description in Companies House's words: the template for its description key
// (filing_history_descriptions.yml) filled with its description_values. Pure, so the BFF fills it once
// (filing-wording.ts, which holds the templates) and the screens, the PDF and the workbook render the same parts.
import { formatDate } from "@/lib/format/dates";

/** A run of text; `bold` where Companies House's template marks it with **…**. */
export interface TextPart {
  text: string;
  bold?: true;
}

/**
 * Where the words came from: Companies House's template for the key, filled with every value it names; the
 * upstream's own text (description_values.description) when the key has no template or the answer lacks a value
 * the template needs (an upstream that answers as the spec shows sends only the spec's four values); the key itself
 * in words when neither gives words; "none" when the item has no description at all.
 */
export type WordingSource = "companies-house" | "upstream" | "code" | "none";

export interface FilingWording {
  parts: TextPart[];
  source: WordingSource;
  /** The description key as the upstream sent it. */
  key: string | null;
  /**
   * Placeholders of the key's template that the answer gave no value for, when neither the template nor the
   * upstream's own text could word the item (its key is shown in words instead).
   */
  missing: string[];
}

export type DescriptionValues = Record<string, unknown> | null | undefined;

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const BOLD = /\*\*(.+?)\*\*/g;

// A filing history repeats its dates (one day's filings, the same made-up dates), and a date's words cost a
// date-fns format: each text is worded once, in a bounded memo.
const DATE_TEXTS = new Map<string, string>();
const MAX_DATE_TEXTS = 4096;

function dateText(text: string): string {
  let worded = DATE_TEXTS.get(text);
  if (worded === undefined) {
    // Unreadable text is kept as it came (formatDate shows it so too).
    worded = formatDate(text);
    if (DATE_TEXTS.size >= MAX_DATE_TEXTS) DATE_TEXTS.clear();
    DATE_TEXTS.set(text, worded);
  }
  return worded;
}

/** A value for the text: dates (keys ending in "date") as on the company page, other scalars as they came. */
function valueText(name: string, value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || !value.trim()) return null;
  const text = value.trim();
  return name === "date" || name.endsWith("_date") ? dateText(text) : text;
}

/** A template read once: its runs (bold or not, split at its **…** marks), each a list of text and placeholders. */
interface CompiledRun {
  bold: boolean;
  /** Strings are text as written; `{ name }` a placeholder. */
  pieces: Array<string | { name: string }>;
}

// Templates are a fixed set (filing_history_descriptions.yml), so each is split once and kept.
const COMPILED = new Map<string, CompiledRun[]>();

function pieces(text: string): CompiledRun["pieces"] {
  const out: CompiledRun["pieces"] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    out.push({ name: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function compile(template: string): CompiledRun[] {
  let runs = COMPILED.get(template);
  if (runs) return runs;
  runs = [];
  let last = 0;
  for (const match of template.matchAll(BOLD)) {
    if (match.index > last) runs.push({ bold: false, pieces: pieces(template.slice(last, match.index)) });
    runs.push({ bold: true, pieces: pieces(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < template.length) runs.push({ bold: false, pieces: pieces(template.slice(last)) });
  COMPILED.set(template, runs);
  return runs;
}

/** Fills `{name}` placeholders and splits the template's **bold** runs into parts (the template's marks only). */
export function fillTemplate(template: string, values: DescriptionValues): { parts: TextPart[]; missing: string[] } {
  const missing: string[] = [];
  const parts: TextPart[] = [];
  for (const run of compile(template)) {
    let text = "";
    for (const piece of run.pieces) {
      if (typeof piece === "string") {
        text += piece;
        continue;
      }
      const value = valueText(piece.name, values?.[piece.name]);
      if (value !== null) {
        text += value;
        continue;
      }
      if (!missing.includes(piece.name)) missing.push(piece.name);
      text += `(${piece.name.replace(/_/g, " ")} not given)`;
    }
    if (run.bold) parts.push({ text, bold: true });
    else if (text) parts.push({ text });
  }
  return { parts, missing };
}

/**
 * The wording of one filing item or resolution, given Companies House's templates by key. The one rule for every
 * screen, the PDF and the workbook: the template when the answer carries every value it names; else the upstream's
 * own words (description_values.description); else the item's description (its key in words). A placeholder is never
 * printed: "(made up date not given)" beside an upstream that said "made up to 31 March 2023" would be wrong.
 */
export function filingWording(
  item: { description?: unknown; description_values?: DescriptionValues },
  templates: Readonly<Record<string, string>>,
): FilingWording {
  const key = typeof item.description === "string" && item.description.trim() ? item.description.trim() : null;
  const template = key !== null && Object.hasOwn(templates, key) ? templates[key] : undefined;
  const filled = template === undefined ? null : fillTemplate(template, item.description_values);
  if (filled && filled.missing.length === 0) return { parts: filled.parts, source: "companies-house", key, missing: [] };
  const own = valueText("description", item.description_values?.description);
  if (own) return { parts: [{ text: own }], source: "upstream", key, missing: [] };
  if (key) return { parts: [{ text: humanise(key) }], source: "code", key, missing: filled?.missing ?? [] };
  return { parts: [{ text: "No description given" }], source: "none", key, missing: [] };
}

/** The wording as one line of plain text (the workbook, sorting, search). */
export function wordingText(wording: Pick<FilingWording, "parts">): string {
  return wording.parts.map((part) => part.text).join("").replace(/\s+/g, " ").trim();
}

/** Companies House codes ("appointment-of-director") as words; other text as it came. */
export function humanise(text: string): string {
  if (!/^[a-z0-9-]+$/.test(text)) return text;
  const words = text.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SOURCES: readonly unknown[] = ["companies-house", "upstream", "code", "none"] satisfies WordingSource[];

// Checked by hand rather than with zod: this module ships to the browser, where zod would weigh more than the page.
function isWording(value: unknown): value is FilingWording {
  if (!value || typeof value !== "object") return false;
  const wording = value as Record<string, unknown>;
  return Array.isArray(wording.parts) &&
    wording.parts.every((part) => part && typeof part === "object" && typeof (part as TextPart).text === "string") &&
    SOURCES.includes(wording.source) && (wording.key === null || typeof wording.key === "string") &&
    Array.isArray(wording.missing) && wording.missing.every((name) => typeof name === "string");
}

/**
 * The wording the BFF added to an item or resolution; without it (an answer from before it did), the item's own
 * text or its key in words, never a blank.
 */
export function wordingOf(item: { wording?: unknown; description?: unknown; description_values?: DescriptionValues }): FilingWording {
  return isWording(item.wording) ? item.wording : filingWording(item, {});
}

/** The filing and its resolutions as one line of plain text, for the report's PDF and workbook. */
export function filingLine(item: {
  wording?: unknown; description?: unknown; description_values?: DescriptionValues;
  resolutions?: ReadonlyArray<{ wording?: unknown; description?: unknown; description_values?: DescriptionValues }>;
}): string {
  const main = wordingText(wordingOf(item));
  const resolutions = (item.resolutions ?? []).map((resolution) => wordingText(wordingOf(resolution)));
  return resolutions.length ? `${main} — ${resolutions.join("; ")}` : main;
}
