/**
 * A signed-in page's cold load (issue 38): the demo account signs in through the app's /login
 * form, then each run opens /dashboard in a fresh browser context (empty HTTP cache, the session
 * in local storage as the sign-in left it) at Lighthouse's phone size, and times the first frame
 * that shows the page's own frame: its "Dashboard" heading and its tabs (the lists fill in after,
 * from their own queries). The time is from the navigation's start to the end of the frame's
 * rendering work (the task after the animation frame that first has the heading), in the page's
 * clock. Optionally with the CPU slowed as Lighthouse's phone is.
 */
import { chromium, type Browser } from "@playwright/test";
import { chromiumExecutable } from "../tests/e2e/support/browser.ts";
import { BENCH_DEMO_ACCOUNT } from "./shareSeed";

export const DASHBOARD_FRAME_TARGET_MS = 1500;

const PHONE = { width: 412, height: 823 };

declare global {
  interface Window {
    __dashboardFramePaintedAt?: number;
  }
}

/**
 * Runs in the page before its own scripts: records when the dashboard's frame was painted. A
 * string, not a function: tsx would wrap a function's named helpers in its __name(), which the
 * page doesn't have.
 */
const RECORD_FRAME_PAINT = `
  (() => {
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll("main h1")].some(
        (h) => h.textContent === "Dashboard",
      );
      if (!heading || document.querySelector('[role="tablist"]') === null) return;
      observer.disconnect();
      // The frame's rendering work runs after this callback; a message lands once it is done.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__dashboardFramePaintedAt = performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

export type SignedInPaint = { runsMs: number[]; medianMs: number; cpuSlowdown: number };

export async function measureDashboardFrame(
  appUrl: string,
  { runs = 3, cpuSlowdown = 1 }: { runs?: number; cpuSlowdown?: number } = {},
): Promise<SignedInPaint> {
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const signIn = await browser.newContext({ baseURL: appUrl });
    const page = await signIn.newPage();
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(BENCH_DEMO_ACCOUNT.email);
    await form.getByLabel("Password", { exact: true }).fill(BENCH_DEMO_ACCOUNT.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: `Account: ${BENCH_DEMO_ACCOUNT.fullName}` })
      .waitFor({ timeout: 60_000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    const runsMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: appUrl, storageState, viewport: PHONE });
      try {
        const cold = await context.newPage();
        if (cpuSlowdown > 1) {
          const cdp = await context.newCDPSession(cold);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        }
        await cold.addInitScript({ content: RECORD_FRAME_PAINT });
        await cold.goto("/dashboard");
        await cold.waitForFunction(() => window.__dashboardFramePaintedAt !== undefined, null, {
          timeout: 60_000,
        });
        runsMs.push(await cold.evaluate(() => window.__dashboardFramePaintedAt ?? Number.NaN));
      } finally {
        await context.close();
      }
    }
    const sorted = [...runsMs].sort((a, b) => a - b);
    return { runsMs, medianMs: sorted[Math.floor(sorted.length / 2)], cpuSlowdown };
  } finally {
    await browser?.close();
  }
}
