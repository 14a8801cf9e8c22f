import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { DEFAULT_POLICY } from "./policy";
import { addPolicyVersion, policyInForce, policyVersion, policyVersions } from "./store";

const root = { username: "root", name: "Root" };

describe("the credit policy's versions", () => {
  const db = useTestDatabase();

  it("start with the shipped default as version 1", async () => {
    expect(await policyInForce()).toMatchObject({ version: 1, username: "system", policy: DEFAULT_POLICY });
  });

  it("add a version only on the latest: a change based on an older one writes nothing", async () => {
    const changed = { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling: DEFAULT_POLICY.caps.ceiling / 2 } };
    const written = await addPolicyVersion(changed, "Lower ceiling", root, 1, "p2", new Date(9000));
    expect(written).toMatchObject({ version: 2, at: new Date(9000).toISOString(), author: "Root", reason: "Lower ceiling", policy: changed });
    expect(await addPolicyVersion(DEFAULT_POLICY, "Undo", root, 1, "p3")).toBeNull();
    expect((await policyInForce()).version).toBe(2);
    expect((await policyVersions()).map((version) => version.version)).toEqual([2, 1]);
    expect(await policyVersion(3)).toBeNull();
    await expect(db().query.deleteFrom("credit_policies").execute()).rejects.toThrow(/append-only/);
  });
});
