// Re-writes bench/RESULTS.md from bench/results.json without measuring again: `npx tsx bench/render.ts`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./placement";
import { resultsMarkdown } from "./report-md";
import type { BenchResults } from "./results";

const results = JSON.parse(readFileSync(path.join(REPO_ROOT, "bench", "results.json"), "utf8")) as BenchResults;
writeFileSync(path.join(REPO_ROOT, "bench", "RESULTS.md"), resultsMarkdown(results));
