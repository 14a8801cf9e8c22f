import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEntity } from "../lib/screening/store-entity";
import { writeLargeList } from "./screening-generate";

describe("the large-list generator", () => {
  it("writes the count asked for, every line a FollowTheMoney entity with a distinct id, the same for the same seed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "screening-generate-"));
    await writeLargeList(path.join(dir, "a.ftm.json"), 2000, 7);
    await writeLargeList(path.join(dir, "b.ftm.json"), 2000, 7);
    const text = readFileSync(path.join(dir, "a.ftm.json"), "utf8");
    expect(readFileSync(path.join(dir, "b.ftm.json"), "utf8")).toBe(text);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(2000);
    const entities = lines.map((line) => readEntity(JSON.parse(line)));
    expect(entities.filter((entity) => "problem" in entity)).toEqual([]);
    expect(new Set(lines.map((line) => JSON.parse(line).id)).size).toBe(2000);
    const schemas = new Set(lines.map((line) => JSON.parse(line).schema));
    expect(schemas).toEqual(new Set(["Person", "Company", "Organization"]));
  });
});
