// Debian packages the benchmark needs on a fresh machine (nginx, Chromium), installed with apt-get when missing.
import { execFileSync, spawnSync } from "node:child_process";

/** Installs a Debian package when its command is missing (a fresh machine; the benchmark runs as root there). */
export function ensureDebianPackage(command: string, pkg: string, log: (line: string) => void): void {
  if (spawnSync("sh", ["-c", `command -v ${command}`]).status === 0) return;
  log(`${command} is missing: installing Debian's ${pkg} (apt-get install -y ${pkg})`);
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
