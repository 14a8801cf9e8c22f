import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { AloneFirst } from "./tests/integration/alone-first";

const root = fileURLToPath(new URL(".", import.meta.url));
// `server-only` throws outside React Server Components; in tests the modules it guards run in plain Node.
const alias = { "@": root, "server-only": fileURLToPath(new URL("./scripts/lib/empty-module.ts", import.meta.url)) };

const UNIT_DIRS = ["lib", "sandbox", "components", "scripts", "bench"];
const UNIT = UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`);
// A unit file that sets process.env (the configuration is parsed once per process, lib/config/env.ts), keeps state on
// globalThis or replaces a module (vi.mock) would change what the files after it in the same process see: such files
// run each in a process of their own ("unit-own-process"), found by reading them, so a new one needs no list. The rest
// share their worker's modules ("unit", isolate: false): a fresh process and module graph per file cost about 70% of
// the unit stage's CPU.
const CHANGES_THE_PROCESS = /\bprocess\.env\b|\bglobalThis\b|\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;
const ownProcess = UNIT_DIRS.filter((dir) => existsSync(`${root}/${dir}`))
  .flatMap((dir) => readdirSync(`${root}/${dir}`, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith(".test.ts") && CHANGES_THE_PROCESS.test(readFileSync(`${root}/${file}`, "utf8")));

export default defineConfig({
  resolve: { alias },
  test: {
    // Only the integration suite has files that run alone; elsewhere this is Vitest's own order.
    sequence: { sequencer: AloneFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit", include: UNIT, exclude: [...configDefaults.exclude, ...ownProcess], environment: "node",
          // Three files at a time on two cores (Vitest's default is one fewer than the cores: one here), in forked
          // processes (worker threads cannot change the time zone a date test sets) that each run many files. A few
          // files wait on real time (the job queue's retry delays, the sign-in limits' slowing): with two workers both
          // could be waiting at once and leave the cores idle; the third keeps them busy (bench/changes-bought.md). Both
          // unit projects share one group, so they share the number.
          maxWorkers: 3, isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: "unit-own-process", include: ownProcess, environment: "node", maxWorkers: 3 },
      },
      {
        resolve: { alias },
        // Components as the user meets them: rendered into a DOM (jsdom), driven through Testing Library by role and label.
        // Run after the unit files, in a group of their own, so that each project keeps its own number of workers: two,
        // each file in a fresh process (with Vitest's default of one worker, the group used one core of the two).
        test: {
          name: "component", include: ["components/**/*.test.tsx"], environment: "jsdom", setupFiles: ["components/test-setup.ts"],
          sequence: { groupOrder: 1 }, maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/one-at-a-time.ts"],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Files run three at a time on two cores: most of a file's time is spent waiting on servers (timeouts,
          // retries, restarts, renders in other processes); two at a time kept the cores less than half busy. Files that
          // share a server's changing state take turns on it, and timed ones run alone (one-at-a-time.ts).
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
});
