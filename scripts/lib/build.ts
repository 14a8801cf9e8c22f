// Builds the dashboard when there is no production build of the current sources, and only then.
// The build records a hash of its sources; a later start compares it with the sources as they are now.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { run } from "./processes";

const SOURCE_DIRS = ["app", "components", "lib", "public"];
const SOURCE_FILES = ["next.config.mjs", "proxy.ts", "instrumentation.ts", "postcss.config.mjs", "tsconfig.json", "package.json", "package-lock.json"];
const STAMP = path.join(".next", "source-hash");

export function sourceHash(root: string): string {
  const hash = createHash("sha256");
  const files = [
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
    ...SOURCE_DIRS.flatMap((dir) => listFiles(path.join(root, dir))),
  ].sort();
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export async function ensureBuild(root: string, log: (line: string) => void): Promise<void> {
  const current = sourceHash(root);
  const stamp = path.join(root, STAMP);
  const built = existsSync(path.join(root, ".next", "BUILD_ID"))
    && existsSync(stamp) && readFileSync(stamp, "utf8") === current;
  if (built) return;
  log("building the dashboard (no production build of the current sources)…");
  await run(path.join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root });
  writeFileSync(stamp, current);
}
