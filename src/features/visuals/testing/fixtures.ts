import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { ThumbnailsView, Visual, VisualIdea } from "../lib/types";
import type { ImageOptions } from "../lib/types";

/** Test data and helpers of the visuals components (fake timers throughout). */

export const IDEA_ID = "idea1";

export const idea: VisualIdea = {
  id: IDEA_ID as VisualIdea["id"],
  campaignName: "Wake up to the good stuff",
  headline: "Your best cup arrives before you do",
  concept: "A morning ritual, delivered: the box on the step becomes the first scene of the day.",
  visualPrompt: "A paper coffee box on a doorstep at dawn, steam curling, long soft shadows",
  legend: { id: "legend1" as VisualIdea["legend"]["id"], name: "Lee Clow" },
};

export const HERO = "/api/media/hero";
export const DETAIL_A = "/api/media/detail-a";
export const DETAIL_B = "/api/media/detail-b";
export const URLS = [HERO, DETAIL_A, DETAIL_B];

/** A live thumbnails answer; ids are plain strings here (the mock passes them through). */
export function view(
  overrides: Partial<Omit<ThumbnailsView, "jobId">> & { jobId?: string | null } = {},
): ThumbnailsView {
  return {
    ideaId: IDEA_ID,
    status: "none",
    urls: [],
    jobId: null,
    step: null,
    errorCode: null,
    errorMessage: null,
    provider: null,
    ...overrides,
  } as ThumbnailsView;
}

export const started = (jobId: string) => ({ jobId, status: "running", started: true });

export function imageOptions(overrides: Partial<ImageOptions> = {}): ImageOptions {
  return {
    provider: "ideogram",
    model: "V_2A",
    canChooseModel: false,
    ideogramModels: [],
    replicateModels: [],
    ...overrides,
  };
}

/** A listed visual; ids are plain strings here. */
export function visual(overrides: Partial<Record<keyof Visual, unknown>> = {}): Visual {
  return {
    id: "visual1",
    ideaId: IDEA_ID,
    jobId: "vjob1",
    urls: ["/api/media/visual-1"],
    prompt: "A paper coffee box on a doorstep at dawn",
    usedPrompt:
      "A paper coffee box on a doorstep at dawn. Art direction in the manner of Lee Clow.",
    teamLegend: null,
    aspectRatio: "1:1",
    magicPrompt: true,
    includeText: false,
    provider: "ideogram",
    model: "V_2A",
    slideId: null,
    createdAt: 1,
    ...overrides,
  } as Visual;
}

/** Lets pending promises settle and timers due by then fire, inside act. */
export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
