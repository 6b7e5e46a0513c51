import type { StudioComposer } from "../composers";
import { STUDIO_KEYS } from "../../brandAlternatives/prompt";
import { composeAlternatives } from "./brandNames";

/**
 * The offline studio's brand alternatives (./brandNames.ts writes them).
 * The prompt (brandAlternatives/prompt.ts) sends the taken names under STUDIO_KEYS.taken.
 */

/** The brand alternatives task's composer (../composerMap.ts). */
export const brandAlternativesComposer: StudioComposer = ({ context, facts, style, rng }) => ({
  alternatives: composeAlternatives({
    brand: facts.brand,
    audience: context.extra?.audience ?? facts.audience,
    message: context.extra?.message ?? facts.message,
    tone: context.extra?.tone ?? facts.tone,
    taken: (context.extra?.[STUDIO_KEYS.taken] ?? "").split("\n").filter(Boolean),
    style,
    rng,
  }),
});
