import { mkdir, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";

type Sighting = { id: string; createdAt: number; domAt: number; paintAt: number | null };

declare global {
  interface Window {
    __ideaSightings?: Record<string, Sighting>;
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
    // No named helpers in here: tsx (the benchmarks) would wrap them in its __name(), which the
    // page doesn't have.
    new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>("[data-idea-id]")) {
        const id = element.dataset.ideaId!;
        if (id in seen) continue;
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
