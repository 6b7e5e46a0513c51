import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process (n - 1 workers: one on this 2-core
    // machine), but the main process idles while workers run files; a worker per core ran the
    // suite in ~60 % of the time here (issue 38).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "convex",
          environment: "edge-runtime",
          include: ["convex/**/*.test.ts", "shared/**/*.test.ts"],
          server: { deps: { inline: ["convex-test"] } },
          // Room for a busy 2-core machine (a loaded run once took 5 s for an invites test);
          // time limits here are not speed checks (those live in bench/).
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
        },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/testing/setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          // Real provider clients against local fakes of their wire formats.
          name: "contracts",
          environment: "node",
          include: ["tests/contracts/**/*.test.ts"],
        },
      },
      {
        test: {
          // Checks on the project's own tooling (e2e support, scripts).
          name: "tooling",
          environment: "node",
          include: ["tests/tooling/**/*.test.ts"],
          // The deployability fixtures hold convex/ folders, test files included.
          exclude: [...configDefaults.exclude, "tests/tooling/fixtures/**"],
        },
      },
      {
        test: {
          name: "local-backend",
          environment: "node",
          include: ["local-backend/**/*.test.{ts,tsx}"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own backend processes on its own ports.
          fileParallelism: false,
        },
      },
    ],
  },
});
