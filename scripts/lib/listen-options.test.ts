import { describe, expect, it } from "vitest";
import { listenOptions } from "./listen-options";

describe("listenOptions", () => {
  it.each([
    [["-p", "3000", "-H", "127.0.0.1"], { port: 3000, host: "127.0.0.1" }],
    [["--hostname", "::1", "--port", "8080"], { port: 8080, host: "::1" }],
    [["--hostname=0.0.0.0", "--port=0"], { port: 0, host: "0.0.0.0" }],
    [["-H127.0.0.1", "-p3001"], { port: 3001, host: "127.0.0.1" }],
    [["-H", "127.0.0.1", "-H", "0.0.0.0"], { port: 3000, host: "0.0.0.0" }],
    [["-H", ""], { port: 3000, host: undefined }],
    [["-H"], { port: 3000, host: undefined }],
    [["--", "-H", "127.0.0.1"], { port: 3000, host: undefined }],
    [[], { port: 3000, host: undefined }],
  ])("%j → %j", (args, expected) => {
    expect(listenOptions(args, {})).toEqual(expected);
  });

  it("takes PORT when no -p is given, and never HOSTNAME (a machine's name in shells and containers)", () => {
    expect(listenOptions([], { PORT: "4000", HOSTNAME: "a1b2c3d4" })).toEqual({ port: 4000, host: undefined });
    expect(listenOptions(["-p", "5000"], { PORT: "4000" })).toEqual({ port: 5000, host: undefined });
  });

  it.each([["-p", "http"], ["-p", "70000"], ["-p", "-1"], ["start"], ["--keepAliveTimeout", "10"]])("refuses %j", (...args) => {
    expect(() => listenOptions(args, {})).toThrow();
  });
});
