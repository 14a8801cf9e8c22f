import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "../config/env-schema";
import { localModeRefusal } from "./local-mode-guard";

describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.1.2.3", "127.255.255.255", "::1", "[::1]", "localhost", "LocalHost"])("%s is loopback", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(["0.0.0.0", "::", "192.0.2.10", "128.0.0.1", "127.0.0.256", "127.evil.example", "localhost.evil.example", ""])(
    "%j is not", (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe("localModeRefusal", () => {
  it("lets local mode start on loopback, and any mode with users anywhere", () => {
    expect(localModeRefusal(true, "127.0.0.1")).toBeUndefined();
    expect(localModeRefusal(true, "localhost")).toBeUndefined();
    expect(localModeRefusal(false, "0.0.0.0")).toBeUndefined();
    expect(localModeRefusal(false, undefined)).toBeUndefined();
  });

  it.each([["0.0.0.0", "0.0.0.0"], [undefined, "every network interface"], ["192.0.2.10", "192.0.2.10"]])(
    "refuses local mode on %j in one line naming the address and the fixes", (host, named) => {
      const refusal = localModeRefusal(true, host);
      expect(refusal).toContain(named);
      expect(refusal).toContain("127.0.0.1");
      expect(refusal).toContain("USERS_FILE");
      expect(refusal).toContain("OIDC_ISSUER");
      expect(refusal).not.toContain("\n");
    },
  );
});
