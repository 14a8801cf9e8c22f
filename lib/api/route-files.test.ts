// Every app/api route file states, on its last line, who may call each method and the limit lane it uses:
// `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(x, { GET: "signed-in · lookups" })`. tsc (and
// `route()` at module load) hold the table to what lib declares; this holds every route file to stating one.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../tests/integration/routes";
import { routeFiles, statedRules } from "./route-file-rules";

const files = routeFiles();

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
