import type { StudioContext } from "../lib/ai/types";
import type { IdeaCore } from "./engine/core";
import type { StudioFacts } from "./engine/facts";
import type { StyleProfile } from "./engine/persona";
import type { Rng } from "./engine/random";

/**
 * Task-specific studio writing. The schema walker fills every field generically; a task that
 * wants more (a deck that tells one story, ideas that reference the brief's content) has a
 * composer in ./composerMap.ts. The composer's answer is merged over the walker's draft, so it
 * only returns the fields it improves; the merged value must still parse with the task's schema.
 */

export type StudioComposerInput = {
  context: StudioContext<string>;
  facts: StudioFacts;
  style: StyleProfile;
  /** The root object's idea: the same one the draft was written from. */
  core: IdeaCore;
  /** A stream of its own, so composers do not disturb the draft's choices. */
  rng: Rng;
  draft: unknown;
};

export type StudioComposer = (input: StudioComposerInput) => unknown;

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
