import type { FunctionArgs } from "convex/server";
import type { api } from "../../../../convex/_generated/api";
import type { BriefFormValues } from "../../../../shared/schemas/brief";
import type { BriefFacts, BriefFormInput, SavedBrief } from "./types";

export type GenerateArgs = FunctionArgs<typeof api.briefs.mutations.generate>;
export type ExperimentalRequest = GenerateArgs["experimental"];
export type SaveArgs = FunctionArgs<typeof api.briefs.mutations.save>;

const given = (value: string | undefined) => (value ? value : undefined);

/**
 * The generate request for the form as validated. A refinement is sent only once a brief
 * exists, with the brief it refines: the saved one when it is unchanged on screen, else the
 * text on screen. The model is an admin's choice; others get the deployment's default.
 */
export function generateArgs(
  values: BriefFormValues,
  context: {
    content: string;
    saved: SavedBrief | null;
    isAdmin: boolean;
    experimental: ExperimentalRequest | null;
  },
): GenerateArgs {
  const refinement = context.content ? given(values.refinement) : undefined;
  const refinesSaved =
    refinement !== undefined && context.saved !== null && context.saved.content === context.content;
  return {
    brand: values.brand,
    audience: values.audience,
    message: values.message,
    tone: values.tone,
    uniqueSellingPoint: given(values.uniqueSellingPoint),
    competitors: given(values.competitors),
    brandId: given(values.brandId),
    title: given(values.title),
    model: context.isAdmin ? given(values.model) : undefined,
    refinement,
    briefId: refinesSaved ? context.saved?.id : undefined,
    currentContent: refinement !== undefined && !refinesSaved ? context.content : undefined,
    experimental: context.experimental ?? undefined,
  };
}

/** Save Brief: the brief's facts, its markdown and its title. */
export function saveArgs(values: BriefFormValues, content: string, title: string): SaveArgs {
  return {
    brand: values.brand,
    audience: values.audience,
    message: values.message,
    tone: values.tone,
    uniqueSellingPoint: values.uniqueSellingPoint ?? "",
    competitors: values.competitors ?? "",
    brandId: given(values.brandId),
    content,
    title,
  };
}

const FACTS: (keyof BriefFacts | "competitors")[] = [
  "brand",
  "uniqueSellingPoint",
  "audience",
  "message",
  "tone",
  "competitors",
];

/** Whether what is on screen differs from the saved brief (Update Brief has work to do). */
export function differsFromSaved(
  saved: SavedBrief,
  values: Partial<BriefFormInput>,
  content: string,
): boolean {
  if (content.trim() !== saved.content.trim()) return true;
  // `?? ""`: a brief kept in the browser before 'Main competitors' existed has none.
  return FACTS.some((field) => (values[field] ?? "").trim() !== (saved[field] ?? "").trim());
}
