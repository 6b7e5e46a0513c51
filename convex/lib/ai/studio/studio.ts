import type { z } from "zod";
import { fullJsonSchema } from "../jsonSchema";
import type { StudioContext } from "../types";
import { mergeDraft, studioComposerFor } from "./composers";
import { resolveFacts } from "./facts";
import { styleFor } from "./persona";
import { createRng } from "./random";
import { coreAt, fillSchema, type WalkEnv } from "./walker";

/**
 * The offline studio: writes a value of the requested schema from the request's facts and the
 * legend's persona, with no model and no network. Deterministic: the seed and task fix every
 * choice, so the same request always gets the same work.
 */
export function composeWithStudio<T>(schema: z.ZodType<T>, context: StudioContext): T {
  const facts = resolveFacts(context);
  const style = styleFor(context.legend, facts.tone);
  const rng = createRng(`${context.seed}|${context.task}`);
  const env: WalkEnv = { facts, style, rng, task: context.task, root: fullJsonSchema(schema) };
  let value = fillSchema(env);
  const composer = studioComposerFor(context.task);
  if (composer) {
    const patch = composer({
      context,
      facts,
      style,
      core: coreAt(env, [], 0),
      rng: rng.fork("#composer"),
      draft: value,
    });
    value = mergeDraft(value, patch);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    // The studio must always satisfy its schema; failing here is a bug to fix, not to hide.
    throw new Error(
      `Offline studio output does not match the "${context.task}" schema: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
