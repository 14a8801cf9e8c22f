// A client generated from the served description with openapi-typescript type-checks a call to every route: the
// calls name each route file's path and method (read from app/, not from the document), and a few send bodies; a
// misspelt path and a body without a required field must not compile. (openapi-typescript 6: its 7.x line needs the
// TypeScript 5 compiler API as a peer, which this project's TypeScript 7 does not have.)
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS from "openapi-typescript";
import { afterAll, describe, expect, it } from "vitest";
import { apiPathOf, routeFiles, statedRules } from "../route-file-rules";
import { apiDocument } from "./document";

const ROOT = path.resolve(import.meta.dirname, "../../..");
// Inside the project, so that the compiler is the project's own; removed after.
const dir = path.join(ROOT, "node_modules/.cache/openapi-client-test");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const served = routeFiles()
  .filter((file) => file !== "[...path]/route.ts")
  .flatMap((file) => Object.keys(statedRules(file) ?? {}).map((method) => ({ path: apiPathOf(file), method: method.toLowerCase() })));

const HELPERS = `import type { paths } from "./api";
type Method = "get" | "post" | "put" | "patch" | "delete";
type Params<O> = O extends { parameters: infer P } ? P : Record<string, never>;
type Body<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : undefined;
type Init<O> = (O extends { parameters: infer P } ? { params: P } : { params?: undefined }) & (Body<O> extends undefined ? { body?: undefined } : { body: Body<O> });
/** A route this client may call, by its path and method as the description spells them. */
export declare function route<P extends keyof paths, M extends keyof paths[P] & Method>(path: P, method: M): void;
/** A call with its parameters and JSON body, typed by the description. */
export declare function call<P extends keyof paths, M extends keyof paths[P] & Method>(path: P, method: M, init: Init<paths[P][M]>): void;
export type { Params };
`;

const CALLS = `import { call, route } from "./helpers";
${served.map(({ path: apiPath, method }) => `route(${JSON.stringify(apiPath)}, ${JSON.stringify(method)});`).join("\n")}

call("/api/watchlists", "post", { body: { name: "Key accounts", intervalHours: 24 } });
call("/api/companies/{crn}/notes", "post", { params: { path: { crn: "09990001" } }, body: { body: "Spoke to the finance director." } });
call("/api/tokens", "post", { body: { label: "nightly export", scope: "read-only" } });
call("/api/charges/secured", "get", { params: { query: { chargeType: "Fixed" } } });
call("/api/reports/{crn}", "get", { params: { path: { crn: "09990001" }, query: { format: "pdf" } } });

// @ts-expect-error a misspelt path
route("/api/watchlist", "get");
// @ts-expect-error a method the route does not serve
route("/api/watchlists", "delete");
// @ts-expect-error the body lacks the required name
call("/api/watchlists", "post", { body: { shared: true } });
// @ts-expect-error a token's scope is read-only or read-write
call("/api/tokens", "post", { body: { label: "x", scope: "admin" } });
`;

const TSCONFIG = {
  compilerOptions: { strict: true, noEmit: true, target: "es2022", module: "esnext", moduleResolution: "bundler", skipLibCheck: true, types: [] },
  files: ["api.ts", "helpers.ts", "calls.ts"],
};

describe("a client generated from /api/openapi.json", () => {
  it("type-checks a call to every route, and refuses a misspelt path and a body without its required field", async () => {
    expect(served.length).toBeGreaterThan(75);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "api.ts"), await openapiTS(apiDocument() as unknown as Parameters<typeof openapiTS>[0]));
    writeFileSync(path.join(dir, "helpers.ts"), HELPERS);
    writeFileSync(path.join(dir, "calls.ts"), CALLS);
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(TSCONFIG));
    const tsc = path.join(ROOT, "node_modules/.bin/tsc");
    const result = await promisify(execFile)(tsc, ["-p", path.join(dir, "tsconfig.json")]).then(() => "", (error: { stdout?: string }) => error.stdout ?? String(error));
    expect(result).toBe("");
  }, 120_000);
});
