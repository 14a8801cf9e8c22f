// Where each process runs, and how much CPU it used. With pinning on, the load generator has core 1 to itself and
// the servers (the sandbox and whichever proxy is measured) share core 0: every arm gets the same single core for
// "upstream + hop", so a hop that costs more CPU shows up directly as fewer requests per second.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type Role = "load" | "server";

const CORES: Record<Role, string> = { server: "0", load: "1" };

export function canPin(): boolean {
  return os.availableParallelism() >= 2 && commandExists("taskset");
}

export function placement(pin: boolean): string {
  return pin
    ? `taskset: load generator on core ${CORES.load}; sandbox and the proxy under test on core ${CORES.server}; Chromium unpinned`
    : "no pinning: the kernel places every process";
}

/** The command and arguments that run `command` on its role's core (or as it is, without pinning). */
export function pinned(role: Role, pin: boolean, command: string, args: string[]): [string, string[]] {
  return pin ? ["taskset", ["-c", CORES[role], command, ...args]] : [command, args];
}

function commandExists(name: string): boolean {
  return (process.env.PATH ?? "").split(":").some((dir) => {
    try {
      readFileSync(path.join(dir, name));
      return true;
    } catch {
      return false;
    }
  });
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) used so far by a process and all its descendants, from /proc. */
export function treeCpuSeconds(rootPid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    total += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total / TICKS_PER_SECOND;
}
