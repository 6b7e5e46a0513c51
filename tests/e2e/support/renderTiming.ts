import { mkdir, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

type Sighting = { id: string; createdAt: number; domAt: number; paintAt: number | null };

declare global {
  interface Window {
    __ideaSightings?: Record<string, Sighting>;
    __clickAt?: number;
  }
}

/**
 * Records, in the page, when each idea card first enters the DOM and the frame after that
 * (when it is on screen), next to the server's createdAt for that idea (its data-created-at:
 * the moment the job wrote it). Browser and backend run on the same machine, so one clock.
 */
export async function recordIdeaSightings(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, Sighting> = {};
    window.__ideaSightings = seen;
    // Cards already on the page arrived before recording began.
    const before = new Set(
      [...document.querySelectorAll<HTMLElement>("[data-idea-id]")].map((e) => e.dataset.ideaId),
    );
    // No named helpers in here: tsx (the benchmarks) would wrap them in its __name(), which the
    // page doesn't have.
    new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>("[data-idea-id]")) {
        const id = element.dataset.ideaId!;
        if (id in seen || before.has(id)) continue;
        const sighting: Sighting = {
          id,
          createdAt: Number(element.dataset.createdAt),
          domAt: performance.timeOrigin + performance.now(),
          paintAt: null,
        };
        seen[id] = sighting;
        requestAnimationFrame(() => {
          sighting.paintAt = performance.timeOrigin + performance.now();
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export type WriteToRender = {
  /** The first idea written (the first legend's): its write → on screen. */
  firstIdeaMs: number;
  firstIdeaDomMs: number;
  ideas: number;
  medianMs: number;
  maxMs: number;
};

/** Write → on-screen times of the ideas seen since recording began. */
export async function readWriteToRender(page: Page): Promise<WriteToRender> {
  const sightings: Sighting[] = Object.values(
    await page.evaluate(() => window.__ideaSightings ?? {}),
  );
  const shown = sightings.filter((s) => s.paintAt !== null && s.createdAt > 0);
  if (shown.length === 0) throw new Error("No idea was seen arriving.");
  const first = shown.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
  const delays = shown.map((s) => s.paintAt! - s.createdAt).sort((a, b) => a - b);
  return {
    firstIdeaMs: Math.round(first.paintAt! - first.createdAt),
    firstIdeaDomMs: Math.round(first.domAt - first.createdAt),
    ideas: shown.length,
    medianMs: Math.round(delays[Math.floor(delays.length / 2)]),
    maxMs: Math.round(delays[delays.length - 1]),
  };
}

/** The same, saved for review. */
export async function writeToRender(page: Page, file: string): Promise<WriteToRender> {
  const result = await readWriteToRender(page);
  await mkdir("test-results", { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ ...result, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return result;
}

/** Records, in the page, when `buttonName` is next clicked (the same clock as the sightings). */
export async function recordClick(page: Page, buttonName: string) {
  await page.evaluate((name) => {
    document.addEventListener(
      "click",
      (event) => {
        const button = (event.target as Element | null)?.closest("button");
        if (button?.textContent?.trim() === name) {
          window.__clickAt = performance.timeOrigin + performance.now();
        }
      },
      { capture: true },
    );
  }, buttonName);
}

/** When the recorded click happened, and when the first new idea card was on screen after it. */
export async function readClickToFirstIdea(page: Page, clickAt: number): Promise<number> {
  const sightings = Object.values(await page.evaluate(() => window.__ideaSightings ?? {}));
  const painted = sightings.map((s) => s.paintAt).filter((at): at is number => at !== null);
  if (painted.length === 0) throw new Error("No idea was seen arriving.");
  return Math.round(Math.min(...painted) - clickAt);
}

export async function readClickAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => window.__clickAt ?? null);
  if (at === null) throw new Error("The click was not recorded.");
  return at;
}
