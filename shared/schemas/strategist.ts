/**
 * The Ad Strategist and quick-ideas forms (spec 5): a website (or a brand name typed in its place)
 * and/or additional context; quick ideas need the context. Shared by the modals and
 * convex/strategies so both say the spec's words, and every field is capped.
 */
import * as z from "zod/mini";
import { STRATEGIST_LIMITS } from "../constants";
import { validationMessages } from "../errors";
import { optionalId, optionalText } from "./fields";

export const STRATEGIST_MODES = ["strategist", "quickIdeas"] as const;
export type StrategistMode = (typeof STRATEGIST_MODES)[number];

const L = STRATEGIST_LIMITS;

export const strategistSchema = z
  .object({
    mode: z.optional(z.enum(STRATEGIST_MODES)),
    websiteUrl: optionalText("Website", L.websiteUrl),
    additionalContext: optionalText("Additional context", L.additionalContext),
    discoveryIQSessionId: optionalId(),
  })
  .check(
    z.refine((values) => values.mode !== "quickIdeas" || Boolean(values.additionalContext), {
      path: ["additionalContext"],
      error: validationMessages.quickIdeas.contextRequired,
    }),
    z.refine(
      (values) =>
        // Discovery IQ research is enough to work from on its own.
        values.mode === "quickIdeas" ||
        Boolean(values.websiteUrl || values.additionalContext || values.discoveryIQSessionId),
      { path: ["websiteUrl"], error: validationMessages.adStrategist.needsContext },
    ),
  );
export type StrategistValues = z.output<typeof strategistSchema>;
