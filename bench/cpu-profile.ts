// Where a V8 CPU profile's busy time went, by what the code is (zod, Next.js, the BFF's own code, fetch, GC, …),
// mapping bundled server chunks back to their sources with the build's source maps. Used to say what limits the BFF.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileShare {
  category: string;
  ms: number;
  /** Share of the busy (non-idle) time after start-up. */
  percent: number;
}

const START_UP = "start-up (module loading)";
const NATIVE_WRITES = new Set(["writeLatin1String", "writeUtf8String", "writeString", "writeBuffer", "writev"]);

const maps = new Map<string, SourceMap | null>();
function sourceOf(url: string, line: number, column: number, withLine = false): string {
  if (!url.includes("/.next/")) return url;
  let map = maps.get(url);
  if (map === undefined) {
    const file = `${url.startsWith("file:") ? fileURLToPath(url) : url}.map`;
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : null;
    maps.set(url, map);
  }
  const entry = map?.findEntry(line, column) as { originalSource?: string; originalLine?: number } | undefined;
  if (!entry?.originalSource) return url;
  return withLine ? `${entry.originalSource}:${(entry.originalLine ?? 0) + 1}` : entry.originalSource;
}

function categorise(node: ProfileNode): string | null {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  if (functionName === "(idle)") return null;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (NATIVE_WRITES.has(functionName)) return "socket and file writes (native, incl. kernel loopback)";
  if (url.includes("node:internal/modules") || url.includes("[turbopack]_runtime")) return START_UP;
  if (url.includes("undici")) return "fetch to the upstream (undici)";
  const source = sourceOf(url, lineNumber, columnNumber);
  if (source.includes("node_modules/zod")) return "zod (input rules and response schemas)";
  if (source.includes("node_modules/pino") || source.includes("thread-stream") || source.includes("sonic-boom")) return "logging (pino)";
  if (source.includes("node_modules/next") || source.includes("node_modules/react")) return "Next.js server (routing, request and response adaptation)";
  if (/(^|\/)(lib|app)\//.test(source) && !source.includes("node_modules")) return "the BFF's own code (lib/, app/)";
  if (url.startsWith("node:")) return "Node core (http, streams, async hooks, URL)";
  if (source.includes("node_modules")) return "other packages";
  return "other (V8 builtins, microtasks, program)";
}

/** The profile's busy samples after start-up, each with its node, its time and its kind (categorised once). */
function* busySamples(profile: Profile, fromMicros = Number.NEGATIVE_INFINITY): Generator<{ node: ProfileNode; ms: number; kind: string }> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Sample times are the start time plus the deltas so far.
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    const node = nodes.get(profile.samples[index]);
    const kind = node && at >= fromMicros ? categorise(node) : null;
    if (!node || !kind || kind === START_UP) continue;
    yield { node, ms: (profile.timeDeltas[index] ?? 0) / 1000, kind };
  }
}

function add(totals: Map<string, number>, name: string, ms: number): void {
  totals.set(name, (totals.get(name) ?? 0) + ms);
}

export function profileBreakdown(file: string): ProfileShare[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const totals = new Map<string, number>();
  for (const { ms, kind } of busySamples(profile)) add(totals, kind, ms);
  const busy = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  return [...totals]
    .map(([category, ms]) => ({ category, ms: Math.round(ms), percent: Math.round((ms / busy) * 1000) / 10 }))
    .sort((a, b) => b.ms - a.ms);
}

export interface FrameShare {
  frame: string;
  ms: number;
  percent: number;
}

/**
 * Where a profile's busy time went by function (self time) and by source file including what it called (inclusive
 * time, each file counted once per sample), so that a cost can be pinned on a module: the audit, the learning hook,
 * Next's router, undici. Start-up (module loading) is left out as in `profileBreakdown`.
 */
export function profileFrames(file: string, options: { top?: number; lastMs?: number } = {}): { kinds: FrameShare[]; self: FrameShare[]; inclusive: FrameShare[]; busyMs: number } {
  const { top = 40, lastMs = Number.POSITIVE_INFINITY } = options;
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const where = new Map<number, string>();
  const frameOf = (node: ProfileNode): string => {
    let known = where.get(node.id);
    if (known === undefined) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const source = sourceOf(url, lineNumber, columnNumber, true).replace(/^.*?node_modules\//, "~/").replace(/^.*?\/(lib|app)\//, "$1/");
      known = `${functionName || "(anonymous)"} ${source}`;
      where.set(node.id, known);
    }
    return known;
  };
  const fileOf = (node: ProfileNode): string => frameOf(node).split(" ").slice(1).join(" ").replace(/:\d+$/, "") || node.callFrame.functionName;
  const kinds = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  // Only the last `lastMs` count (the measured run, not start-up).
  for (const { node, ms, kind } of busySamples(profile, profile.endTime - lastMs * 1000)) {
    busy += ms;
    add(kinds, kind, ms);
    add(self, frameOf(node), ms);
    const files = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = nodes.get(parents.get(frame.id) ?? -1)) files.add(fileOf(frame));
    for (const name of files) add(inclusive, name, ms);
  }
  const shares = (totals: Map<string, number>) => [...totals]
    .map(([frame, ms]) => ({ frame, ms: Math.round(ms), percent: Math.round((ms / busy) * 1000) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  return { kinds: shares(kinds), self: shares(self), inclusive: shares(inclusive), busyMs: Math.round(busy) };
}
