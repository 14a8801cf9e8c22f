import { describe, expect, it } from "vitest";
import { SERVER_V8_OPTIONS, serverNodeOptions } from "./server-node-options";

describe("serverNodeOptions", () => {
  it("adds the server's V8 options when the operator set none", () => {
    expect(serverNodeOptions(undefined)).toBe(SERVER_V8_OPTIONS.join(" "));
    expect(serverNodeOptions("  ")).toBe(SERVER_V8_OPTIONS.join(" "));
  });

  it("keeps the operator's own options first", () => {
    expect(serverNodeOptions("--enable-source-maps")).toBe(["--enable-source-maps", ...SERVER_V8_OPTIONS].join(" "));
  });

  it("leaves an option the operator chose a value for as the operator set it", () => {
    expect(serverNodeOptions("--max-semi-space-size=8 --trace-warnings")).toBe("--max-semi-space-size=8 --trace-warnings");
  });
});
