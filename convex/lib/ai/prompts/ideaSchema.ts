import { z } from "zod";

/**
 * One campaign idea as a model (or the offline studio) writes it: the spec's Idea fields that
 * generation produces (section 3). Persistence adds ids, owner, brief and thumbnails later.
 */
export const ideaDraftSchema = z.object({
  title: z.string().min(1).describe("Short internal name of the idea, 2 to 6 words"),
  campaignName: z.string().min(1).describe("The campaign's public name or line"),
  coreIdea: z.string().min(1).describe("The single-minded idea in one sentence"),
  concept: z.string().min(1).describe("How the idea works, in 2 to 4 sentences"),
  headline: z.string().min(1).describe("The lead headline, in the legend's voice"),
  description: z.string().min(1).describe("A 2 to 3 sentence summary for the client"),
  tone: z.string().min(1).describe("The tone of the work"),
  keyVisualElements: z.array(z.string().min(1)).min(1).describe("3 to 5 concrete visual elements"),
  executionStrategy: z
    .array(z.string().min(1))
    .min(1)
    .describe("3 to 6 concrete execution steps or channels"),
  selfCritique: z.string().min(1).describe("What works, the biggest risk, and how it is fixed"),
  visualPrompt: z.string().min(1).describe("A prompt for an image model: one concrete scene"),
  legendThinking: z
    .string()
    .min(1)
    .describe('The thinking as numbered steps ("1. ..."), at least 6; step 6 is the creative leap'),
});

export type IdeaDraft = z.infer<typeof ideaDraftSchema>;

function asList(value: unknown): unknown {
  if (typeof value !== "string") return value;
  // A list written as one string: split on lines or bullets.
  const items = value
    .split(/\n+|\s*•\s*/)
    .map((item) => item.replace(/^\s*(?:[-*]|\d+[.)])\s*/, "").trim())
    .filter((item) => item !== "");
  return items.length > 0 ? items : [value];
}

function asText(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  // Thinking steps sent as a list: number them the way the UI splits them.
  return value
    .map((step, index) => `${index + 1}. ${String(step).replace(/^\s*\d+[.)]\s*/, "")}`)
    .join("\n");
}

/**
 * Accepts the field aliases older data and some models use (keyVisualsElements, keyVisuals;
 * spec 3) and lists written as a single string, and returns the canonical shape. Unknown input
 * passes through for the schema to reject.
 */
export function normalizeIdeaDraft(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  const { keyVisualsElements, keyVisuals, ...rest } = raw as Record<string, unknown>;
  const visuals = rest.keyVisualElements ?? keyVisualsElements ?? keyVisuals;
  const normalized: Record<string, unknown> = { ...rest };
  if (visuals !== undefined) normalized.keyVisualElements = asList(visuals);
  if (rest.executionStrategy !== undefined)
    normalized.executionStrategy = asList(rest.executionStrategy);
  if (rest.legendThinking !== undefined) normalized.legendThinking = asText(rest.legendThinking);
  return normalized;
}

/** What generation parses answers with: aliases normalised, then the canonical schema. */
export const ideaDraftResponseSchema = z.preprocess(normalizeIdeaDraft, ideaDraftSchema);

/** Several ideas in one answer (structured output needs an object at the root). */
export const ideaDraftListSchema = z.object({
  ideas: z.array(ideaDraftResponseSchema).min(1),
});
