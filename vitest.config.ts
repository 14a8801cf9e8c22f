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
        test: { name: "unit", include: ["lib/**/*.test.ts", "sandbox/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"], environment: "node" },
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
          testTimeout: 30_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
