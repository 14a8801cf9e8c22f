import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
const NEXT = ".next";
function entryChunks(route: string): string[] {
  const file = path.join(NEXT, "server", "app", `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) return [];
  const sandbox: any = { globalThis: {} }; sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifest: any = Object.values(sandbox.__RSC_MANIFEST ?? {})[0];
  return Object.values(manifest?.entryJSFiles ?? {}).flat() as string[];
}
const a = new Set(entryChunks(process.argv[2]!)); const b = new Set(entryChunks(process.argv[3]!));
for (const c of a) if (!b.has(c)) { const t = readFileSync(path.join(NEXT, c)); console.log(c, (gzipSync(t).length/1024).toFixed(1)); }
