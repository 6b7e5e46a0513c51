import type { StudioContext } from "../lib/ai/types";
import type { IdeaCore } from "./engine/core";
import type { StudioFacts } from "./engine/facts";
import type { StyleProfile } from "./engine/persona";
import type { Rng } from "./engine/random";

/**
 * Task-specific studio writing. The schema walker fills every field generically; a feature that
 * wants more (a deck that tells one story, ideas that reference the brief's content) registers a
 * composer for its task name. The composer's answer is merged over the walker's draft, so it
 * only returns the fields it improves; the merged value must still parse with the task's schema.
 */

export type StudioComposerInput = {
  context: StudioContext;
  facts: StudioFacts;
  style: StyleProfile;
  /** The root object's idea: the same one the draft was written from. */
  core: IdeaCore;
  /** A stream of its own, so composers do not disturb the draft's choices. */
  rng: Rng;
  draft: unknown;
};

export type StudioComposer = (input: StudioComposerInput) => unknown;

const composers = new Map<string, StudioComposer>();

/** Registers (or replaces) the composer of a task; call at module top level. */
export function registerStudioComposer(task: string, composer: StudioComposer): void {
  composers.set(task, composer);
}

export function studioComposerFor(task: string): StudioComposer | undefined {
  return composers.get(task);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and scalars from the patch replace; undefined keeps. */
export function mergeDraft(draft: unknown, patch: unknown): unknown {
  if (patch === undefined) return draft;
  if (!isPlainObject(draft) || !isPlainObject(patch)) return patch;
  const merged: Record<string, unknown> = { ...draft };
  for (const [key, value] of Object.entries(patch)) {
    merged[key] = mergeDraft(draft[key], value);
  }
  return merged;
}
