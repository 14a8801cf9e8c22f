// bench/RESULTS.md from bench/results.json: the machine, the date, the budgets (met or missed, and why), then each
// arm's figures as tables.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./placement";
import type { ArmOutcome, BenchResults, Budget } from "./results";

/** Hand-kept: what each change to the BFF bought, measured with the floor arm before and after (kept in RESULTS.md). */
const CHANGES_FILE = path.join(REPO_ROOT, "bench", "changes-bought.md");
/** Section 8, written by `npm run bench:attacks` (bench/attacks.ts), kept when the other arms are measured again. */
const ATTACKS_FILE = path.join(REPO_ROOT, "bench", "attacks.md");

type Row = Record<string, unknown>;

function table(rows: readonly Row[], columns: readonly [string, string][]): string {
  const head = `| ${columns.map(([, title]) => title).join(" | ")} |`;
  const rule = `|${columns.map(() => "---").join("|")}|`;
  const body = rows.map((row) => `| ${columns.map(([key]) => format(row[key])).join(" | ")} |`);
  return [head, rule, ...body].join("\n");
}

function format(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? value.toLocaleString("en-GB", { maximumFractionDigits: 3 }) : "—";
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? `(${format(item)})` : format(item))).join(", ");
  if (value === undefined || value === null) return "—";
  if (typeof value === "object") return Object.entries(value as Row).map(([key, item]) => `${key} ${format(item)}`).join(", ");
  return String(value).replace(/\|/g, "\\|");
}

function budgetsSection(arms: Record<string, ArmOutcome>): string {
  const budgets: Budget[] = Object.values(arms).flatMap((arm) => (arm.status === "measured" ? arm.budgets : []));
  const rows = budgets.map((budget) => ({ ...budget, verdict: budget.met ? "met" : "**missed**" }));
  const missed = budgets.filter((budget) => !budget.met && budget.cause);
  return [
    "## Budgets",
    "",
    table(rows, [["arm", "Arm"], ["name", "Budget"], ["limit", "Limit"], ["measured", "Measured"], ["verdict", "Verdict"]]),
    ...(missed.length ? ["", "### Why a budget was missed", "", ...missed.map((budget) => `- **${budget.name}**: ${budget.cause}`)] : []),
  ].join("\n");
}

/** A figures object as tables: nested objects of objects become one table (one row per key), the rest a list. */
function figuresSection(figures: Record<string, unknown>): string {
  const parts: string[] = [];
  const plain: string[] = [];
  for (const [name, value] of Object.entries(figures)) {
    const isRowSet = value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((row) => row && typeof row === "object" && !Array.isArray(row));
    const isRow = value && typeof value === "object" && !Array.isArray(value) && !isRowSet;
    if (isRow) {
      parts.push(`**${name}**\n\n${table([value as Row], Object.keys(value as Row).map((key) => [key, key] as [string, string]))}`);
    } else if (isRowSet && Object.keys(value as object).length) {
      const rows = Object.entries(value as Record<string, Row>).map(([key, row]) => ({ key, ...row }));
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key) => [key, key === "key" ? "" : key] as [string, string]);
      parts.push(`**${name}**\n\n${table(rows, columns)}`);
    } else {
      plain.push(`- ${name}: ${format(value)}`);
    }
  }
  return [...(plain.length ? [plain.join("\n")] : []), ...parts].join("\n\n");
}

export function resultsMarkdown(results: BenchResults): string {
  const machine = Object.entries(results.machine).map(([key, value]) => `- ${key}: ${format(value)}`).join("\n");
  const settings = Object.entries(results.settings).map(([key, value]) => `- ${key}: ${format(value)}`).join("\n");
  const arms = Object.values(results.arms).map((arm) => {
    if (arm.status === "skipped") return `## ${arm.title}\n\nSkipped: ${arm.reason}.`;
    const notes = arm.notes.length ? `\n\n${arm.notes.map((note) => `- ${note}`).join("\n")}` : "";
    return `## ${arm.title}\n\n${figuresSection(arm.figures)}${notes}`;
  });
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` on ${results.date} (${Math.round(results.durationSeconds)} s). Figures are medians over the`,
    "interleaved rounds; ratios and differences are taken within each round (arms measured side by side) and their",
    "median reported. Latencies are in milliseconds.",
    "",
    "**The machine was shared** with other engineers' builds and tests while this ran: absolute figures are lower and",
    "noisier than on an idle machine; the ratios, measured side by side and interleaved, are the figures to read.",
    "",
    "## Machine",
    "",
    machine,
    "",
    "## Settings",
    "",
    settings,
    "",
    budgetsSection(results.arms),
    "",
    ...arms.flatMap((arm) => [arm, ""]),
    ...(existsSync(ATTACKS_FILE) ? [readFileSync(ATTACKS_FILE, "utf8").trim(), ""] : []),
    ...(existsSync(CHANGES_FILE) ? [readFileSync(CHANGES_FILE, "utf8").trim(), ""] : []),
  ].join("\n");
}
