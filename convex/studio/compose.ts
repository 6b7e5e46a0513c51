import type { z } from "zod";
import { fullJsonSchema } from "../lib/ai/jsonSchema";
import type { StudioContext } from "../lib/ai/types";
import { COMPOSERS } from "./composerMap";
import { IDEAS_TASK } from "./taskNames";
import { mergeDraft, type StudioComposer } from "./composers";
import { resolveFacts } from "./engine/facts";
import { styleFor } from "./engine/persona";
import { createRng } from "./engine/random";
import { tidyPunctuation } from "./engine/text";
import { coreAt, fillSchema, type WalkEnv } from "./engine/walker";
import type { IdeaCore } from "./engine/core";
import type { JsonSchema } from "../lib/ai/jsonSchema";
import { printedBefore } from "./printed";

/**
 * The offline studio: writes a value of the requested schema from the request's facts and the
 * legend's persona, with no model and no network. Deterministic: the seed and task fix every
 * choice, so the same request always gets the same work.
 */
export function composeWithStudio<T>(schema: z.ZodType<T>, context: StudioContext): T {
  return composeWith(schema, context, COMPOSERS[context.task]);
}

/**
 * The studio with its composer given: the task's from ./composerMap.ts, or a test's own (any task
 * name, which then only seeds the choices). `null` leaves the walker's draft as the answer.
 */
export function composeWith<T>(
  schema: z.ZodType<T>,
  context: StudioContext<string>,
  composer: StudioComposer | null,
): T {
  const facts = resolveFacts(context);
  const style = styleFor(context.legend, facts.tone);
  const rng = createRng(`${context.seed}|${context.task}`);
  const env: WalkEnv = {
    facts,
    style,
    rng,
    task: context.task,
    root: fullJsonSchema(schema),
    ...(context.task === IDEAS_TASK
      ? {
          printed: printedBefore(context, (earlier) => composeWith(schema, earlier, composer)),
        }
      : {}),
  };
  // The draft and the root's idea are written on demand: a composer that answers the whole
  // schema itself (the pre-test's scores) would throw them away, and writing them was half its
  // time. Every choice comes from a stream forked by label, so the order does not change them.
  let draft: { value: unknown } | null = null;
  const drafted = () => (draft ??= { value: fillSchema(env) }).value;
  let core: IdeaCore | null = null;
  let value: unknown;
  if (composer) {
    const patch = composer({
      context,
      facts,
      style,
      get core() {
        return (core ??= coreAt(env, [], 0));
      },
      rng: rng.fork("#composer"),
      get draft() {
        return drafted();
      },
    });
    value = replacesWholeDraft(env.root, patch) ? patch : mergeDraft(drafted(), patch);
  } else {
    value = drafted();
  }
  const parsed = schema.safeParse(tidied(value));
  if (!parsed.success) {
    // The studio must always satisfy its schema; failing here is a bug to fix, not to hide.
    throw new Error(
      `Offline studio output does not match the "${context.task}" schema: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** Every string of the answer through tidyPunctuation, whatever wrote it. */
function tidied(value: unknown): unknown {
  if (typeof value === "string") return tidyPunctuation(value);
  if (Array.isArray(value)) return value.map(tidied);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tidied(item)]));
  }
  return value;
}

/**
 * Whether merging `patch` over any draft gives `patch` itself: the root is an object schema and
 * the patch sets each of its properties (the draft's only keys) to a value merging replaces
 * whole (not a plain object).
 */
function replacesWholeDraft(root: JsonSchema, patch: unknown): boolean {
  const { properties } = root;
  if (properties === undefined || typeof patch !== "object" || patch === null) return false;
  if (Array.isArray(patch)) return false;
  const record = patch as Record<string, unknown>;
  return Object.keys(properties).every((key) => {
    const value = record[key];
    return (
      value !== undefined && (typeof value !== "object" || value === null || Array.isArray(value))
    );
  });
}
