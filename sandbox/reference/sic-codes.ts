// Real SIC 2007 codes, read from the committed copy of the reference list (or the shared one beside the repository).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../repo-root";

export interface SicCode {
  code: string;
  description: string;
}

let cached: SicCode[] | null = null;

export function sicCodes(): SicCode[] {
  if (cached) return cached;
  const committed = path.join(REPO_ROOT, "sandbox", "reference", "sic2007.csv");
  const shared = path.join(REPO_ROOT, "..", "shared", "reference", "sic2007.csv");
  const file = existsSync(committed) ? committed : shared;
  cached = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const comma = line.indexOf(",");
      const description = line.slice(comma + 1).trim();
      return { code: line.slice(0, comma), description: description.replace(/^"(.*)"$/, "$1").replace(/""/g, '"') };
    });
  return cached;
}
