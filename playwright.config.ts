import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumExecutable } from "./tests/e2e/support/browser.ts";
import { e2ePorts } from "./tests/e2e/support/ports.ts";
import { FIXTURE_SITE_HOST } from "./tests/e2e/support/fixtureSite.ts";

/**
 * End-to-end tests run the app as `npm start -- --preview` does (local backend +
 * the production build under `vite preview`: what users get, and far quicker to
 * load on a 2-core machine than the dev server's hundreds of modules), on their
 * own ports and a throwaway data directory, in a real Chromium: the system one
 * when present, else Playwright's own.
 */

// LEGENDARY_E2E_PORT_OFFSET lets a second run (another checkout, a benchmark) sit beside this one.
const ports = e2ePorts();
// Made once by the main process; workers inherit it through the environment.
process.env.LEGENDARY_E2E_DATA ??= mkdtempSync(path.join(os.tmpdir(), "legendary-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: false,
  workers: 1,
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
    {
      command: `node --import tsx scripts/start.ts --reset --no-watch --preview --data-dir ${process.env.LEGENDARY_E2E_DATA}`,
      url: `http://localhost:${ports.web}`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        LOCAL_BACKEND_PORT: String(ports.backend),
        LOCAL_SITE_PORT: String(ports.site),
        VITE_PORT: String(ports.web),
        // The generation, billing, admin and accessibility journeys sign these up as admins.
        ADMIN_EMAILS:
          "admin@legendary.test,billing-admin@legendary.test,console-admin@legendary.test,axe-admin@legendary.test",
        // The safe fetcher may read the stand-in site below (convex/lib/fixtureSites.ts).
        LEGENDARY_FIXTURE_SITES: `${FIXTURE_SITE_HOST}=${ports.fixtureSite}`,
      },
    },
    {
      command: "node --import tsx tests/e2e/support/fixtureSite.ts",
      url: `http://127.0.0.1:${ports.fixtureSite}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
