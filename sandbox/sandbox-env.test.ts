import { describe, expect, it } from "vitest";
import { parseSandboxEnv } from "./sandbox-env";

describe("the sandbox's keys", () => {
  it("accepts the one key the README documents, SANDBOX_API_KEY, and then no other", () => {
    expect(parseSandboxEnv({ SANDBOX_API_KEY: " my-own-key " }).SANDBOX_API_KEYS).toEqual(["my-own-key"]);
  });

  it("accepts a comma-separated SANDBOX_API_KEYS, and both variables together", () => {
    expect(parseSandboxEnv({ SANDBOX_API_KEYS: "one, two" }).SANDBOX_API_KEYS).toEqual(["one", "two"]);
    expect(parseSandboxEnv({ SANDBOX_API_KEY: "single", SANDBOX_API_KEYS: "one,single" }).SANDBOX_API_KEYS).toEqual(["single", "one"]);
  });

  it("falls back to sandbox-key when neither is set (an empty variable counts as unset)", () => {
    expect(parseSandboxEnv({}).SANDBOX_API_KEYS).toEqual(["sandbox-key"]);
    expect(parseSandboxEnv({ SANDBOX_API_KEY: "", SANDBOX_API_KEYS: "" }).SANDBOX_API_KEYS).toEqual(["sandbox-key"]);
  });

  it("refuses a list of only commas, naming the variable", () => {
    expect(() => parseSandboxEnv({ SANDBOX_API_KEYS: " , " })).toThrow(/SANDBOX_API_KEYS: must list at least one key/);
  });
});

describe("the sandbox's changes over time", () => {
  it("are on by default at 20 a simulated day of a real day, and 0 turns them off", () => {
    const env = parseSandboxEnv({});
    expect([env.SANDBOX_CHANGES_PER_DAY, env.SANDBOX_DAY_SECONDS]).toEqual([20, 86_400]);
    expect(parseSandboxEnv({ SANDBOX_CHANGES_PER_DAY: "0", SANDBOX_DAY_SECONDS: "60" })).toMatchObject({ SANDBOX_CHANGES_PER_DAY: 0, SANDBOX_DAY_SECONDS: 60 });
  });

  it("refuses a negative rate or a day of no length, naming the variable", () => {
    expect(() => parseSandboxEnv({ SANDBOX_CHANGES_PER_DAY: "-1" })).toThrow(/SANDBOX_CHANGES_PER_DAY/);
    expect(() => parseSandboxEnv({ SANDBOX_DAY_SECONDS: "0" })).toThrow(/SANDBOX_DAY_SECONDS: must be more than 0/);
  });
});
