// Child processes for the start and test scripts: run to completion, or start a server and wait until it answers.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`)),
    );
  });
}

export interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts a long-running process and resolves once `readyUrl` answers, or rejects if the process exits first. */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; readyUrl: string; timeoutMs?: number; logFile?: string },
): Promise<Server> {
  let stdio: StdioOptions = "inherit";
  if (options.logFile) {
    // Its folder may not exist yet (bench/tmp/logs on a fresh checkout, before any bench run has made it).
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    const fd = openSync(options.logFile, "a");
    stdio = ["ignore", fd, fd];
  }
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`${command} exited with ${signal ?? code} before it was ready`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    const ready = await Promise.race([fetch(options.readyUrl).then(() => true, () => false), exited]);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`${command} did not answer at ${options.readyUrl} in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, url: new URL(options.readyUrl).origin, stop: () => stop(child) };
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** A port free on loopback right now, for a server a test or script is about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
