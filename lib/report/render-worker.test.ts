// The report thread is a file Node runs as it is: no build step makes it, and it renders from the TypeScript sources.
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

// /proc/<pid>/task/<tid>/stat: the nice value is the 19th field, counted after the command name's closing parenthesis.
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
const threadNices = () =>
  readdirSync("/proc/self/task").map((tid) => ({ tid: Number(tid), nice: niceOf(readFileSync(`/proc/self/task/${tid}/stat`, "utf8")) }));

describe.runIf(process.platform === "linux")("the report thread's priority", () => {
  it("is lowered for the rendering thread alone, so the request thread keeps the core when both want it", async () => {
    const before = threadNices();
    const pool = new Piscina({ filename: RENDER_WORKER_FILE, maxThreads: 1, minThreads: 0 });
    try {
      await pool.run({ kind: "compare-csv", rows: [] });
      const after = threadNices();
      const started = after.filter((thread) => !before.some((old) => old.tid === thread.tid));
      // The rendering thread, and the module-loader thread tsx starts from it, which inherits its nice value.
      expect(started.length).toBeGreaterThan(0);
      expect(started.filter((thread) => thread.nice !== 10)).toEqual([]);
      // This (the main) thread, and every thread that was here before, is where it was.
      expect(niceOf(readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8"))).toBe(before.find((thread) => thread.tid === process.pid)!.nice);
      expect(after.filter((thread) => before.some((old) => old.tid === thread.tid && old.nice !== thread.nice))).toEqual([]);
    } finally {
      await pool.destroy();
    }
  }, 60_000);
});
