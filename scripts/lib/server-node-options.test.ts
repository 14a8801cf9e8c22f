import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { serverCommand, SERVER_NODE_ARGS, SERVER_V8_OPTIONS, serverNodeOptions } from "./server-node-options";

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

describe("serverCommand", () => {
  const root = path.resolve(import.meta.dirname, "..", "..");

  it("runs the dashboard's server through this Node with the server's command-line options before it, and the caller's after them", () => {
    const [command, args] = serverCommand(root, ["-p", "3000"], ["--cpu-prof"]);
    expect(command).toBe(process.execPath);
    expect(args).toEqual([...SERVER_NODE_ARGS, "--cpu-prof", path.join(root, "scripts", "serve.mjs"), "-p", "3000"]);
  });

  it("gives Node only options it accepts on its command line", () => {
    // Node exits with "bad option" for an option it does not know, before running anything.
    const execArgv = execFileSync(process.execPath, [...SERVER_NODE_ARGS, "-e", "process.stdout.write(JSON.stringify(process.execArgv))"], { encoding: "utf8" });
    expect((JSON.parse(execArgv) as string[]).slice(0, SERVER_NODE_ARGS.length)).toEqual(SERVER_NODE_ARGS);
  });
});
