// Every app/api route file states, on its last line, who may call each method and the limit lane it uses:
// `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(x, { GET: "signed-in · lookups" })`. tsc (and
// `route()` at module load) hold the table to what lib declares; this holds every route file to stating one.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../tests/integration/routes";
import { METHODS } from "./route";
import { LANES } from "./route-rule";

const API = path.resolve(import.meta.dirname, "../../app/api");
const files = readdirSync(API, { recursive: true, encoding: "utf8" }).filter((file) => /(^|\/)route\.ts$/.test(file)).sort();
const WIRING = /^export const \{ GET, POST, PUT, PATCH, DELETE, OPTIONS \} = route\(.+, \{ (.+) \}\);$/;
const RULE = new RegExp(`^(${METHODS.join("|")}): "(signed-in|admin only|public) · (${LANES.join("|")})"$`);

/** The rules a route file states, by method; null when its last line is not the wiring with a rule table. */
function statedRules(file: string): Record<string, string> | null {
  const lines = readFileSync(path.join(API, file), "utf8").trimEnd().split("\n");
  const table = WIRING.exec(lines.at(-1) ?? "")?.[1];
  if (table === undefined) return null;
  const entries = table.split(", ").map((entry) => RULE.exec(entry));
  if (entries.some((entry) => entry === null)) return null;
  return Object.fromEntries(entries.map((entry) => [entry![1], `${entry![2]} · ${entry![3]}`]));
}

describe("route files", () => {
  it("are all read", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("watchlists/[id]/export/route.ts");
  });

  it.each(files)("app/api/%s states who may call each method and its lane", (file) => {
    expect(statedRules(file), "the last line must be `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(x, { GET: \"signed-in · lookups\" })`").not.toBeNull();
  });

  it("state public access for the documented public routes only", () => {
    const open = files.filter((file) => Object.values(statedRules(file) ?? {}).some((rule) => rule.startsWith("public")));
    expect(open.map((file) => `/api/${path.dirname(file)}`).sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});
