// The report thread is a file Node runs as it is: no build step makes it, and it renders from the TypeScript sources.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Piscina } from "piscina";
import { afterAll, describe, expect, it } from "vitest";
import { compareCsv } from "../compare/compare-export";
import { RENDER_WORKER_FILE } from "./render-pool";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("the report worker", () => {
  const pool = new Piscina({ filename: RENDER_WORKER_FILE, maxThreads: 1 });
  afterAll(() => pool.destroy());

  it("is the source file lib/report/render-worker.mjs, which exists without a build", () => {
    expect(path.relative(root, RENDER_WORKER_FILE)).toBe(path.join("lib", "report", "render-worker.mjs"));
    expect(existsSync(RENDER_WORKER_FILE)).toBe(true);
  });

  it("renders a task from the TypeScript sources in its thread", async () => {
    const bytes = (await pool.run({ kind: "compare-csv", rows: [] })) as Uint8Array;
    // The bytes of the renderer's own answer, made in the thread and moved back unchanged.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(compareCsv([]));
  }, 60_000);

  it("is made by no second build step: `npm run build` is Next's build alone", () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe("next build");
  });
});
