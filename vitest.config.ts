import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// `server-only` throws outside React Server Components; in tests the modules it guards run in plain Node.
const alias = { "@": root, "server-only": fileURLToPath(new URL("./scripts/lib/empty-module.ts", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit", include: ["lib/**/*.test.ts", "sandbox/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"], environment: "node",
          // Two files at a time on two cores (Vitest's default is one fewer than the cores: one here), each still in a
          // process of its own: unit files set process.env and keep module and global state, so `isolate: false`
          // breaks them, and worker threads cannot change the time zone a date test sets.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        // Components as the user meets them: rendered into a DOM (jsdom), driven through Testing Library by role and label.
        // Run after the unit files, in a group of their own, so that each project keeps its own number of workers.
        test: {
          name: "component", include: ["components/**/*.test.tsx"], environment: "jsdom", setupFiles: ["components/test-setup.ts"],
          sequence: { groupOrder: 1 },
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
          // Files run two at a time: most of a file's time is spent waiting on servers (timeouts, retries, renders in
          // other processes). Files that share a server's changing state take turns on it (one-at-a-time.ts).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
