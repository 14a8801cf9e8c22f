// Diagnosis for arm 1: the BFF under the same load with V8's CPU profiler on, and where its busy time went.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { profileBreakdown, type ProfileShare } from "../cpu-profile";
import { runLoad } from "../load";
import { REPO_ROOT } from "../placement";
import { freePort } from "../ports";
import { startBff } from "../servers";
import { PROXY_LOOKUPS } from "./proxy-overhead";

export async function profileBff(options: { upstreamUrl: string; apiKey: string; pin: boolean; seconds: number; connections: number }): Promise<ProfileShare[]> {
  const dir = path.join(REPO_ROOT, "bench", "tmp", "cpu-profile");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bff = await startBff({
    port: await freePort(0),
    upstreamUrl: options.upstreamUrl,
    apiKey: options.apiKey,
    pin: options.pin,
    name: "bff-profiled",
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`],
  });
  try {
    await runLoad({ url: bff.url, paths: PROXY_LOOKUPS, connections: options.connections, seconds: options.seconds }, options.pin);
  } finally {
    await bff.stop();
  }
  const [file] = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("the profiled BFF wrote no CPU profile");
  return profileBreakdown(path.join(dir, file));
}
