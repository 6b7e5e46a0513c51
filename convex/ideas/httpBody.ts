import type { ExperimentalSettings } from "../generation/settings";
import { PROMPT_VERSIONS, TEXT_MODELS, type PromptVersion } from "../../shared/constants";

/**
 * Reading POST /api/generate-ideas bodies (spec 7: brief, selectedLegends, userId, briefId,
 * experimentalMode, experimentalSettings). Shapes are checked here; meaning (which legends the
 * caller may use, the brief's messages, admin-only settings) is decided by the functions the
 * route calls, exactly as for the app.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Legends as ids, slugs or names, or objects carrying one of them (`id`, `_id`, `legendId`,
 * `slug`, `name`), as a client holding legend DTOs would send them.
 */
export function parseLegendRefs(value: unknown): Parsed<string[]> {
  if (!Array.isArray(value) || value.length === 0) return fail("Select at least one legend.");
  const refs: string[] = [];
  for (const entry of value as unknown[]) {
    const ref = isObject(entry)
      ? [entry.id, entry._id, entry.legendId, entry.slug, entry.name].find(
          (field) => typeof field === "string" && field.trim() !== "",
        )
      : entry;
    if (typeof ref !== "string" || ref.trim() === "") {
      return fail("selectedLegends must list legend ids, slugs or names.");
    }
    refs.push(ref);
  }
  return ok(refs);
}

export type BriefInput = {
  brand: string;
  audience: string;
  message: string;
  tone: string;
  uniqueSellingPoint?: string;
  content?: string;
  title?: string;
};

const BRIEF_TEXT_FIELDS = [
  "brand",
  "audience",
  "message",
  "tone",
  "uniqueSellingPoint",
  "content",
  "creativeBrief",
  "title",
] as const;

/**
 * An unsaved brief: its facts and markdown (`content`, or `creativeBrief` as /generate-brief
 * answers it). Required facts left out arrive as "" and get the brief form's own messages.
 */
export function parseBriefInput(value: unknown): Parsed<BriefInput> {
  if (!isObject(value)) {
    return fail("Send briefId, or brief with its brand, audience, message, tone and content.");
  }
  const texts: Partial<Record<(typeof BRIEF_TEXT_FIELDS)[number], string>> = {};
  for (const name of BRIEF_TEXT_FIELDS) {
    const field = value[name];
    if (field === undefined || field === null) continue;
    if (typeof field !== "string") return fail(`brief.${name} must be text.`);
    texts[name] = field;
  }
  const content = texts.content ?? texts.creativeBrief;
  return ok({
    brand: texts.brand ?? "",
    audience: texts.audience ?? "",
    message: texts.message ?? "",
    tone: texts.tone ?? "",
    ...(texts.uniqueSellingPoint === undefined
      ? {}
      : { uniqueSellingPoint: texts.uniqueSellingPoint }),
    ...(content === undefined ? {} : { content }),
    ...(texts.title === undefined ? {} : { title: texts.title }),
  });
}

function parseRouting(value: unknown): Parsed<ExperimentalSettings["providerRouting"]> {
  if (value === null) return ok(null);
  if (
    !isObject(value) ||
    !Array.isArray(value.order) ||
    !value.order.every((item) => typeof item === "string") ||
    typeof value.allowFallbacks !== "boolean"
  ) {
    return fail("providerRouting must be { order: string[], allowFallbacks: boolean }.");
  }
  return ok({ order: value.order, allowFallbacks: value.allowFallbacks });
}

/** The Experimental Mode panel's settings (spec 3); models by id or OpenRouter id. */
export function parseExperimentalSettings(value: unknown): Parsed<ExperimentalSettings> {
  if (value === undefined || value === null) return ok({});
  if (!isObject(value)) return fail("experimentalSettings must be an object.");
  const settings: ExperimentalSettings = {};
  const { promptVersion, model, temperature, reasoning, providerRouting } = value;
  if (promptVersion !== undefined && promptVersion !== null) {
    if (!PROMPT_VERSIONS.includes(promptVersion as PromptVersion)) {
      return fail(`Unknown prompt version; use one of ${PROMPT_VERSIONS.join(", ")}.`);
    }
    settings.promptVersion = promptVersion as PromptVersion;
  }
  if (model !== undefined && model !== null) {
    const known = TEXT_MODELS.find((m) => m.id === model || m.openRouterId === model);
    if (!known)
      return fail(`Unknown model; use one of ${TEXT_MODELS.map((m) => m.id).join(", ")}.`);
    settings.model = known.id;
  }
  if (temperature !== undefined && temperature !== null) {
    if (typeof temperature !== "number") return fail("temperature must be a number.");
    settings.temperature = temperature;
  }
  if (reasoning !== undefined && reasoning !== null) {
    if (typeof reasoning !== "boolean") return fail("reasoning must be true or false.");
    settings.reasoning = reasoning;
  }
  if (providerRouting !== undefined) {
    const routing = parseRouting(providerRouting);
    if (!routing.ok) return fail(routing.error);
    settings.providerRouting = routing.value;
  }
  return ok(settings);
}
