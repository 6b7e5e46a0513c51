import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The Chromium the e2e tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else the
 * system browser, else Playwright's own download (undefined = its default).
 */
export function chromiumExecutable(): string | undefined {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${configured} does not exist.`);
    }
    return configured;
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    [
      "No Chromium found for the end-to-end tests. Install one of:",
      "  - the system browser: `sudo apt-get install chromium` (Debian/Ubuntu), or",
      "  - Playwright's own: `npx playwright install chromium`,",
      "or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium binary.",
    ].join("\n"),
  );
}
