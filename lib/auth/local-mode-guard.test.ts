import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "../config/env-schema";
import { listenHost, localModeRefusal } from "./local-mode-guard";

const next = (...args: string[]) => ["/usr/bin/node", "/app/node_modules/next/dist/bin/next", ...args];
const standalone = ["/usr/bin/node", "/app/server.js"];

describe("listenHost", () => {
  it.each([
    [next("start", "-p", "3000", "-H", "127.0.0.1"), "127.0.0.1"],
    [next("start", "--hostname", "::1"), "::1"],
    [next("start", "--hostname=0.0.0.0", "-p", "3000"), "0.0.0.0"],
    [next("start", "-H127.0.0.1"), "127.0.0.1"],
    [next("start", "-H", "127.0.0.1", "-H", "0.0.0.0"), "0.0.0.0"],
    [next("start", "-p", "3000"), undefined],
    [next("start", "-H", ""), undefined],
    [next("start", "-H"), undefined],
    [next("start", "--", "-H", "127.0.0.1"), undefined],
  ])("next start %j → %j", (argv, host) => {
    expect(listenHost(argv, { HOSTNAME: "127.0.0.1" })).toBe(host);
  });

  it("reads HOSTNAME for a standalone server, and none means every interface", () => {
    expect(listenHost(standalone, { HOSTNAME: "127.0.0.1", NODE_ENV: "production" })).toBe("127.0.0.1");
    expect(listenHost(standalone, { HOSTNAME: "a1b2c3d4" })).toBe("a1b2c3d4");
    expect(listenHost(standalone, { HOSTNAME: "" })).toBeUndefined();
    expect(listenHost(standalone, {})).toBeUndefined();
  });

  it("cannot tell for next dev's worker, whose options arrive over IPC", () => {
    expect(listenHost(["/usr/bin/node", "/app/node_modules/next/dist/server/lib/start-server.js"], { NODE_ENV: "development" })).toBeNull();
  });

  it("reads argv, not NODE_ENV, for next start", () => {
    expect(listenHost(next("start", "-H", "0.0.0.0"), { NODE_ENV: "development" })).toBe("0.0.0.0");
  });
});

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

  it("does not guess when the host cannot be known", () => {
    expect(localModeRefusal(true, null)).toBeUndefined();
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
