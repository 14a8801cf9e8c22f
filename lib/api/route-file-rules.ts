// Reads app/api's route files as a reader sees them: each file's last line states who may call each method and its
// lane (`route(x, { GET: "signed-in · lookups" })`). For the tests that hold every route file to a rule
// (./route-files.test.ts) and to a description in the API's document (./openapi/routes.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { METHODS } from "./route";
import { LANES } from "./route-rule";

export const API_DIR = path.resolve(import.meta.dirname, "../../app/api");
const WIRING = /^export const \{ GET, POST, PUT, PATCH, DELETE, OPTIONS \} = route\(.+, \{ (.+) \}\);$/;
const RULE = new RegExp(`^(${METHODS.join("|")}): "(signed-in|admin only|public) · (${LANES.join("|")})"$`);

/** Every route file under app/api, relative to it ("watchlists/[id]/route.ts"), sorted. */
export function routeFiles(): string[] {
  return readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter((file) => /(^|\/)route\.ts$/.test(file)).sort();
}

/** The rules a route file states, by method; null when its last line is not the wiring with a rule table. */
export function statedRules(file: string): Record<string, string> | null {
  const lines = readFileSync(path.join(API_DIR, file), "utf8").trimEnd().split("\n");
  const table = WIRING.exec(lines.at(-1) ?? "")?.[1];
  if (table === undefined) return null;
  const entries = table.split(", ").map((entry) => RULE.exec(entry));
  if (entries.some((entry) => entry === null)) return null;
  return Object.fromEntries(entries.map((entry) => [entry![1], `${entry![2]} · ${entry![3]}`]));
}

/** The path a client calls for a route file: "watchlists/[id]/route.ts" → "/api/watchlists/{id}". */
export function apiPathOf(file: string): string {
  return `/api/${path.dirname(file)}`.replace(/\[(\w+)\]/g, "{$1}");
}
