// First-load JavaScript per route, from the production build's manifests: the root main files every App Router
// page loads (build-manifest.json) plus the route's entry chunks (its client reference manifest), each gzipped.
// Chunks holding recharts are found by content, and must not be among any route's first-load chunks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "../placement";

const NEXT = path.join(REPO_ROOT, ".next");
/** Every route's first-load JavaScript, gzipped: the bench's arm 3 and the integration suite hold the build to it. */
export const MAX_FIRST_LOAD_KB = 200;
/** Class names recharts writes into the DOM; present in any chunk that bundles recharts. */
const RECHARTS_MARK = "recharts-wrapper";

export interface RouteBundle {
  route: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
  rechartsChunks: string[];
  /** The largest chunks, gzipped, to say where the bytes are. */
  largest: { chunk: string; gzipBytes: number }[];
}

interface BuildManifest {
  rootMainFiles: string[];
  pagesChunkGroupBootstrapParams: Record<string, unknown>;
}

const sizes = new Map<string, { raw: number; gzip: number; recharts: boolean }>();
function chunkInfo(chunk: string): { raw: number; gzip: number; recharts: boolean } {
  const known = sizes.get(chunk);
  if (known) return known;
  const content = readFileSync(path.join(NEXT, chunk));
  const info = { raw: content.length, gzip: gzipSync(content).length, recharts: content.includes(RECHARTS_MARK) };
  sizes.set(chunk, info);
  return info;
}

function entryChunks(route: string): string[] {
  const file = path.join(NEXT, "server", "app", `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) return [];
  const sandbox: { globalThis: Record<string, unknown>; __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = { globalThis: {} };
  sandbox.globalThis = sandbox as unknown as Record<string, unknown>;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifest = Object.values(sandbox.__RSC_MANIFEST ?? {})[0];
  return Object.values(manifest?.entryJSFiles ?? {}).flat();
}

export function routeBundles(): RouteBundle[] {
  const build = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as BuildManifest;
  return Object.keys(build.pagesChunkGroupBootstrapParams).filter((route) => !route.startsWith("/_")).map((route) => {
    const chunks = [...new Set([...build.rootMainFiles, ...entryChunks(route)])];
    const infos = chunks.map((chunk) => ({ chunk, ...chunkInfo(chunk) }));
    return {
      route: route.replace(/\/page$/, "") || "/",
      chunks: chunks.length,
      rawBytes: infos.reduce((sum, info) => sum + info.raw, 0),
      gzipBytes: infos.reduce((sum, info) => sum + info.gzip, 0),
      rechartsChunks: infos.filter((info) => info.recharts).map((info) => info.chunk),
      largest: infos.sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((info) => ({ chunk: path.basename(info.chunk), gzipBytes: info.gzip })),
    };
  });
}

/** Every client chunk of the build that bundles recharts (loaded on demand, by path under /_next/). */
export function rechartsChunks(): { chunk: string; gzipBytes: number }[] {
  const dir = path.join(NEXT, "static", "chunks");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join("static", "chunks", name))
    .filter((chunk) => chunkInfo(chunk).recharts)
    .map((chunk) => ({ chunk, gzipBytes: chunkInfo(chunk).gzip }));
}
