import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { directoryStore } from "./directory";
import { searchCompaniesRoute } from "./search-route";

const dir = mkdtempSync(path.join(tmpdir(), "directory-route-"));
beforeAll(async () => {
  process.env.DIRECTORY_FILE = path.join(dir, "directory.sqlite");
  // The route is audited like every lookup (local mode here: no users configured); the trail goes to a temp file.
  process.env.DATABASE_FILE = path.join(dir, "dashboard.sqlite");
  // The embedded directory and trail: the shared directory's contract runs in tests/integration/directory-postgres.test.ts.
  Reflect.deleteProperty(process.env, "DATABASE_URL");
  await directoryStore().upsertBatch(
    [{ number: "07687209", name: "!OBAC UK LIMITED", status: "Active", postcode: "RG26 5AT", town: "TADLEY", incorporationDate: "2011-06-29", previousNames: [] }],
    { mode: "replace" },
  );
});
afterAll(async () => {
  await directoryStore().close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (query: string) => searchCompaniesRoute.handlers.GET(new Request(`http://localhost/api/search/companies?${query}`, { headers: { host: "localhost" } }), {});

it("answers { query, hits } as JSON", async () => {
  const response = await get("q=obac&limit=5");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    query: "obac",
    hits: [{ number: "07687209", name: "!OBAC UK LIMITED", status: "Active", postcode: "RG26 5AT", town: "TADLEY", incorporationDate: "2011-06-29", matched: "name" }],
  });
});

it("refuses bad input with a problem naming the parameter", async () => {
  const response = await get("q=obac&limit=500");
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  expect(await response.json()).toMatchObject({ code: "invalid-parameter", parameter: "limit" });
});

it("pages with an offset and says where the page starts and how many matched", async () => {
  const response = await get("q=obac&limit=5&offset=0");
  expect(await response.json()).toMatchObject({ query: "obac", offset: 0, total: 1, totalIsLowerBound: false, hits: [{ number: "07687209" }] });
  const refused = await get("q=obac&offset=500");
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ code: "invalid-parameter", parameter: "offset", detail: expect.stringContaining("0 to 499") });
});

it("serves only GET", async () => {
  const response = await searchCompaniesRoute.handlers.POST(new Request("http://localhost/api/search/companies", { method: "POST" }), {});
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
});
