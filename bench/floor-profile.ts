// Where the BFF's CPU per first read goes, beside the floor app's (not part of `npm test` or `npm run bench`): the
// floor arm's uncached load (the dataset's companies walked in order, none repeated) against the BFF without a cache
// and against the floor's pass-through, one after the other, each under V8's CPU profiler, then the CPU per request
// of each (from /proc, profiler included) and where the busy time went: by kind of code, by function (self) and by
// source file including what it called. Needs a build (`npm run build`) and the floor app's (built here if stale).
//
// With `bff-hit` and `floor-fixed`, the cache-hit arm's load instead: one warmed company from the BFF with its cache
// on, and the floor's fixed body at a path shaped as that lookup.
//
// BENCH_SECONDS, BENCH_CONNECTIONS, SANDBOX_COMPANIES and SANDBOX_SEED are read as `npm run bench` reads them.
//
//   BENCH_SECONDS=10 nice -n 5 npx tsx --tsconfig bench/tsconfig.json bench/floor-profile.ts [bff|floor|bff-hit|floor-fixed]
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureDataset } from "../sandbox/dataset";
import type { Server } from "../scripts/lib/processes";
import { CACHE_HIT_LOOKUP, datasetLookups, FIXED_BODY_LOOKUP } from "./arms/floor";
import { parseBenchEnv } from "./config";
import { profileFrames } from "./cpu-profile";
import { ensureFloorBuild, startFloor } from "./floor-app";
import { runLoad } from "./load";
import { REPO_ROOT, treeCpuSeconds } from "./placement";
import { freePort } from "./ports";
import { startBff, startSandbox } from "./servers";

const env = parseBenchEnv(process.env);
const { BENCH_SECONDS: seconds, BENCH_CONNECTIONS: connections } = env;
const ARMS = ["floor", "bff", "floor-fixed", "bff-hit"];
const which = process.argv.slice(2).filter((arg) => ARMS.includes(arg));
const arms = which.length ? which : ["floor", "bff"];
const say = (line: string) => console.error(line);

async function main(): Promise<void> {
  const dataset = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: say });
  const paths = datasetLookups(dataset.file);
  await ensureFloorBuild(say);
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, pin: false });
  try {
    for (const arm of arms) {
      const dir = path.join(REPO_ROOT, "bench", "tmp", "floor-profile", arm);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const nodeArgs = ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=200"];
      const proxy = { upstreamUrl: sandbox.url, apiKey, pin: false, nodeArgs };
      const hits = arm === "bff-hit" || arm === "floor-fixed";
      const server: Server = arm.startsWith("bff")
        ? await startBff({ port: await freePort(0), ...proxy, name: "bff-floor-profile", env: hits ? { CACHE_TTL_SECONDS: "300", CACHE_STALE_SECONDS: "86400" } : undefined })
        : await startFloor({ port: await freePort(0), ...proxy });
      const hitPath = arm === "bff-hit" ? CACHE_HIT_LOOKUP : FIXED_BODY_LOOKUP;
      let perRequest = 0;
      let rps = 0;
      try {
        const load = (forSeconds: number, spreadFrom: number) => hits
          ? runLoad({ url: server.url, paths: [hitPath], connections, seconds: forSeconds }, false)
          : runLoad({ url: server.url, paths, spreadFrom, connections, seconds: forSeconds }, false);
        // Warm-up from the sequence's far end, so that the measured run's companies are still first reads.
        await load(3, paths.length - 2_000);
        const before = treeCpuSeconds(server.child.pid ?? 0);
        const result = await load(seconds, 0);
        perRequest = ((treeCpuSeconds(server.child.pid ?? 0) - before) * 1000) / result.ok;
        rps = result.rps;
      } finally {
        await server.stop();
      }
      const [file] = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
      if (!file) throw new Error(`${arm}: no CPU profile written`);
      const frames = profileFrames(path.join(dir, file), { top: Number(process.env.TOP ?? 60), lastMs: seconds * 1000 });
      console.log(`\n=== ${arm}: ${perRequest.toFixed(3)} ms CPU per request (profiler on), ${rps.toFixed(0)} req/s, busy ${frames.busyMs} ms in the profile`);
      console.log("-- by kind");
      for (const share of frames.kinds) console.log(`${String(share.percent).padStart(5)}%  ${share.frame}`);
      console.log("-- by function (self)");
      for (const share of frames.self) console.log(`${String(share.percent).padStart(5)}%  ${share.frame}`);
      console.log("-- by source file (inclusive)");
      for (const share of frames.inclusive) console.log(`${String(share.percent).padStart(5)}%  ${share.frame}`);
    }
  } finally {
    await sandbox.stop();
  }
}

await main();
