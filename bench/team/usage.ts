// The server's CPU and memory while the team works: sampled once a second from /proc, over the process and its
// children (taskset execs node in place, and Next.js may fork workers).
import { readdirSync, readFileSync } from "node:fs";
import { treeCpuSeconds } from "../placement";

export interface UsageSample {
  /** Milliseconds since the sampler started. */
  atMs: number;
  cpuSeconds: number;
  rssBytes: number;
}

function treePids(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const pids: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

export function treeRssBytes(rootPid: number): number {
  let total = 0;
  for (const pid of treePids(rootPid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // Gone: nothing to count.
    }
  }
  return total;
}

/** Samples the process tree every `intervalMs` until `stop()`, which answers the samples. */
export function sampleUsage(pid: number, intervalMs = 1000): { stop: () => UsageSample[] } {
  const started = performance.now();
  const samples: UsageSample[] = [];
  const take = () => samples.push({ atMs: performance.now() - started, cpuSeconds: treeCpuSeconds(pid), rssBytes: treeRssBytes(pid) });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** Each core's busy and total jiffies from /proc/stat (busy: all but idle and iowait). */
export function coreTimes(): Array<{ busy: number; total: number }> {
  return readFileSync("/proc/stat", "utf8").split("\n").filter((line) => /^cpu\d+ /.test(line)).map((line) => {
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  });
}

/** Share of the time each core was busy between two readings of coreTimes(), by whatever ran on it. */
export function coreBusyShares(before: ReturnType<typeof coreTimes>, after: ReturnType<typeof coreTimes>): number[] {
  return after.map((core, index) => {
    const earlier = before[index] ?? { busy: 0, total: 0 };
    const total = core.total - earlier.total;
    return total > 0 ? Math.round(((core.busy - earlier.busy) / total) * 1000) / 1000 : Number.NaN;
  });
}

/** CPU seconds so far of what shares the load core: the sandbox, this process (the HTTP analysts and Playwright's driver), and Chromium. */
export interface LoadCoreCpu {
  sandbox: number;
  thisProcess: number;
  chromium: number;
}

/**
 * Chromium is this process's child, as are both servers: it is this process's tree less the two servers' trees and
 * this process's own time. Read at two moments, the difference says which of the three used the load core.
 */
export function loadCoreCpu(servers: { sandboxPid: number; serverPid: number }): LoadCoreCpu {
  const own = process.cpuUsage();
  const thisProcess = (own.user + own.system) / 1e6;
  const sandbox = treeCpuSeconds(servers.sandboxPid);
  const chromium = treeCpuSeconds(process.pid) - sandbox - treeCpuSeconds(servers.serverPid) - thisProcess;
  return { sandbox, thisProcess, chromium: Math.max(0, chromium) };
}
