import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../sandbox/repo-root";
import { type ListReloaded, loadStaleLists, onListReloaded, watchLists } from "./list-reload";
import { openSqliteScreeningStore } from "./store-sqlite";
import type { ScreeningStore } from "./store";

const sample = readFileSync(path.join(REPO_ROOT, "reference", "opensanctions", "entities.ftm.json"), "utf8").trim().split("\n");
const quiet = { info: () => undefined, warn: () => undefined };

let dir: string;
let store: ScreeningStore;
let reloaded: ListReloaded[];
let stopListening: () => void;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "screening-reload-"));
  store = openSqliteScreeningStore(path.join(dir, "screening.sqlite"));
  reloaded = [];
  stopListening = onListReloaded((event) => {
    reloaded.push(event);
  });
});
afterEach(async () => {
  stopListening();
  await store.close();
});

describe("keeping the configured lists in force", () => {
  it("loads a list with no version, and leaves one loaded after its file last changed", async () => {
    const file = path.join(dir, "sample.ftm.json");
    writeFileSync(file, `${sample.join("\n")}\n`);
    utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await loadStaleLists(store, [{ list: "sample", file }], quiet);
    expect(reloaded.map((event) => [event.list, event.version.entityCount])).toEqual([["sample", sample.length]]);
    await loadStaleLists(store, [{ list: "sample", file }], quiet);
    expect(reloaded).toHaveLength(1);
  });

  it("reloads a file that changes, and tells the listeners the new version", async () => {
    const file = path.join(dir, "sample.ftm.json");
    writeFileSync(file, `${sample.join("\n")}\n`);
    const seen = await loadStaleLists(store, [{ list: "sample", file }], quiet);
    const stop = watchLists(store, [{ list: "sample", file }], 20, quiet, seen);
    try {
      writeFileSync(file, `${sample.slice(0, 3).join("\n")}\n`);
      await expect.poll(() => reloaded.length, { timeout: 5000 }).toBe(2);
      expect(reloaded[1].version.entityCount).toBe(3);
      expect(reloaded[1].version.versionId).not.toBe(reloaded[0].version.versionId);
      expect((await store.listsInForce())[0].entityCount).toBe(3);
    } finally {
      stop();
    }
  });

  it("keeps the previous version in force when the changed file is refused, and tells no listener", async () => {
    const file = path.join(dir, "sample.ftm.json");
    writeFileSync(file, `${sample.join("\n")}\n`);
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (message: string) => warnings.push(message) };
    const seen = await loadStaleLists(store, [{ list: "sample", file }], log);
    const stop = watchLists(store, [{ list: "sample", file }], 20, log, seen);
    try {
      writeFileSync(file, "<html>not a list</html>\n");
      await expect.poll(() => warnings.length, { timeout: 5000 }).toBe(1);
      expect(warnings[0]).toMatch(/refused, and the list's previous version stays in force: line 1 is not JSON/);
      expect(reloaded).toHaveLength(1);
      expect((await store.listsInForce())[0].entityCount).toBe(sample.length);
    } finally {
      stop();
    }
  });
});
