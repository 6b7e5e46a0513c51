import { registerStudioComposer } from "../composers";
import { composeAlternatives } from "../../brandAlternatives/studioNames";

/**
 * The offline studio's brand alternatives (../../brandAlternatives/studioNames.ts writes them). The task name lives
 * here so ./prompt.ts can import this module for its registration without a cycle.
 */

export const BRAND_ALTERNATIVES_TASK = "brand-alternatives";

export const STUDIO_KEYS = { taken: "takenNames" } as const;

registerStudioComposer(BRAND_ALTERNATIVES_TASK, ({ context, facts, style, rng }) => ({
  alternatives: composeAlternatives({
    brand: facts.brand,
    audience: context.extra?.audience ?? facts.audience,
    message: context.extra?.message ?? facts.message,
    tone: context.extra?.tone ?? facts.tone,
    taken: (context.extra?.[STUDIO_KEYS.taken] ?? "").split("\n").filter(Boolean),
    style,
    rng,
  }),
}));
