/**
 * The brief form and saved briefs (spec 3 "Brief form", "Saved brief"; 5 "Brief form"), shared by
 * the form (react-hook-form + zodResolver) and convex/briefs, so the messages are the spec's
 * (shared/errors.ts) on both sides and every field is capped with a message naming the limit.
 */
import * as z from "zod/mini";
import { BRIEF_LIMITS, UNTITLED_BRIEF_TITLE } from "../constants";
import { validationMessages } from "../errors";
import { optionalId, optionalText, requiredText } from "./fields";

const texts = validationMessages.brief;
const L = BRIEF_LIMITS;

/** The four facts every brief needs, plus the optional unique selling point. */
export const briefFactsShape = {
  brand: requiredText("Brand name", L.brand, texts.brand),
  uniqueSellingPoint: optionalText("Unique selling point", L.uniqueSellingPoint),
  audience: requiredText("Target audience", L.audience, texts.audience),
  message: requiredText("Key message", L.message, texts.message),
  tone: requiredText("Tone/style", L.tone, texts.tone),
  /** Names for the pre-test's swap test (issue 22); absent on briefs saved before it. */
  competitors: optionalText("Main competitors", L.competitors),
};

/**
 * The brief form. `refinement` is shown (and sent) only once a brief exists; `brandId` is a
 * brand profile id or absent ("none"); `model` a text model id (the default when unknown).
 */
export const briefFormSchema = z.object({
  ...briefFactsShape,
  brandId: optionalId(),
  refinement: optionalText("Refinement", L.refinement),
  title: optionalText("Title", L.title),
  model: optionalText("Model", L.model),
});
export type BriefFormValues = z.output<typeof briefFormSchema>;

/** Saving a brief (spec 5: the title must be non-empty after trimming). */
export const saveBriefSchema = z.object({
  ...briefFactsShape,
  brandId: optionalId(),
  title: requiredText("Title", L.title, texts.titleRequired),
  content: requiredText("The brief", L.content, texts.contentRequired),
});
export type SaveBriefValues = z.output<typeof saveBriefSchema>;

/** The identical-brief check before auto-saving (spec 7: brand, audience, message, tone). */
export const briefCheckSchema = z.object({
  brand: briefFactsShape.brand,
  audience: briefFactsShape.audience,
  message: briefFactsShape.message,
  tone: briefFactsShape.tone,
  uniqueSellingPoint: briefFactsShape.uniqueSellingPoint,
  content: optionalText("The brief", L.content),
});

/** Title of a brief auto-saved before ideas are generated: brand plus today's date (spec 4). */
export function autoSaveTitle(brand: string, now: Date = new Date()): string {
  const date = now.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
  return `${brand.trim()} - ${date}`;
}

/** Spec 3: a brief known only by its id (its data not loaded, or gone). */
export function minimalBrief<Id extends string>(id: Id) {
  return {
    id,
    title: UNTITLED_BRIEF_TITLE,
    brand: "",
    uniqueSellingPoint: "",
    audience: "",
    message: "",
    tone: "",
    content: "",
    parentBriefId: null,
  };
}
