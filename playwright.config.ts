import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable } from "./tests/e2e/support/browser.ts";
import { e2eDataDir, e2ePorts, e2eWorkers } from "./tests/e2e/support/ports.ts";
import { FIXTURE_SITE_HOST } from "./tests/e2e/support/fixtureSite.ts";

/**
 * End-to-end tests run the app as `npm start -- --preview` does (local backend +
 * the production build under `vite preview`: what users get, and far quicker to
 * load on a 2-core machine than the dev server's hundreds of modules), on their
 * own ports and a throwaway data directory, in a real Chromium: the system one
 * when present, else Playwright's own.
 */

// LEGENDARY_E2E_PORT_OFFSET lets a second run (another checkout, a benchmark) sit beside this one.
// In a worker, the ports of the worker's own stack (support/ports.ts).
const ports = e2ePorts();
// Made once by the main process; workers inherit it through the environment.
process.env.LEGENDARY_E2E_DATA ??= mkdtempSync(path.join(os.tmpdir(), "legendary-e2e-"));
// Each worker drives its own stack of servers and data (LEGENDARY_E2E_WORKERS, support/ports.ts).
const workers = e2eWorkers();

/** Stack N: a local backend with its own data and the production build served beside it. */
function appStack(stack: number) {
  const own = e2ePorts(process.env, stack);
  // The bundle carries its backend's address, so each stack builds into its own folder.
  const outDir = stack === 0 ? "" : ` --out-dir dist-e2e-${stack}`;
  return {
    command: `node --import tsx scripts/start.ts --reset --no-watch --preview${outDir} --data-dir ${e2eDataDir(process.env, stack)}`,
    url: `http://localhost:${own.web}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      LOCAL_BACKEND_PORT: String(own.backend),
      LOCAL_SITE_PORT: String(own.site),
      VITE_PORT: String(own.web),
      // The generation, billing, admin and accessibility journeys sign these up as admins.
      ADMIN_EMAILS:
        "admin@legendary.test,billing-admin@legendary.test,console-admin@legendary.test,axe-admin@legendary.test",
      // The safe fetcher may read the stand-in site below (convex/lib/fixtureSites.ts).
      LEGENDARY_FIXTURE_SITES: `${FIXTURE_SITE_HOST}=${own.fixtureSite}`,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  // Waits, not speed checks (speed is measured in bench/): on a busy 2-core CI machine a fresh
  // browser context can take longer than 10 s to show a page.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${ports.web}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    ...Array.from({ length: workers }, (_, stack) => appStack(stack)),
    {
      command: "node --import tsx tests/e2e/support/fixtureSite.ts",
      url: `http://127.0.0.1:${ports.fixtureSite}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
