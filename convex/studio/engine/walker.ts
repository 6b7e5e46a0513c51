import type { JsonSchema } from "../../lib/ai/jsonSchema";
import { buildCore, type IdeaCore } from "./core";
import type { StudioFacts } from "./facts";
import { composeString, normalizeKey } from "./fields";
import type { StyleProfile } from "./persona";
import { hashString, type Rng } from "./random";
import type { Technique } from "./technique";
import { fitLength, slugify } from "./text";

/**
 * Fills any JSON Schema (from a zod schema) with composed content: every property, optional ones
 * included, lists at sensible lengths, constraints (lengths, ranges, enums, formats) respected.
 * Each object at the root or in a list gets its own IdeaCore, so its fields agree with each
 * other while list items differ.
 */

export type WalkEnv = {
  facts: StudioFacts;
  style: StyleProfile;
  rng: Rng;
  task: string;
  root: JsonSchema;
  /**
   * Ideas: the names and headlines (as core.ts lineKey gives them) other ideas on the brief
   * print; each idea of the list keeps off them and adds its own, in order.
   */
  printed?: Set<string>;
};

type Position = {
  path: (string | number)[];
  key: string;
  listKey?: string;
  index: number;
  core: IdeaCore;
};

const pathLabel = (path: (string | number)[]) => path.join("/");

/**
 * The order a request uses the legend's techniques in: its own ones shuffled by the seed (so
 * asking again can bring different ones forward), then its school's. The n-th object of a list
 * takes the n-th, so a legend's ideas in one answer never share a technique.
 */
function techniqueOrder(env: WalkEnv): Technique[] {
  const { techniques, ownTechniques } = env.style;
  const own = techniques.slice(0, ownTechniques);
  return [
    ...env.rng.fork("techniques").sample(own, own.length),
    ...techniques.slice(ownTechniques),
  ];
}

/**
 * The core of the object at `path` (the root object's core is what composers receive). A list's
 * idea `claims` its lines: it keeps off the ones printed and marks its own printed.
 */
export function coreAt(
  env: WalkEnv,
  path: (string | number)[],
  index: number,
  claims = false,
): IdeaCore {
  const order = techniqueOrder(env);
  return buildCore(
    env.facts,
    env.style,
    env.rng.fork(`${pathLabel(path)}#core`),
    order[index % order.length],
    claims ? env.printed : undefined,
  );
}

const LIST_LENGTHS: [RegExp, number][] = [
  [/slide/, 6],
  [/thinking|steps/, 7],
  [/visual|element|image/, 4],
  [/execution|tactic|channel/, 4],
  [/tag|keyword/, 5],
];

function listLength(key: string, node: JsonSchema): number {
  const normalized = normalizeKey(key);
  const wanted = LIST_LENGTHS.find(([pattern]) => pattern.test(normalized))?.[1] ?? 3;
  return Math.min(Math.max(wanted, node.minItems ?? 0), node.maxItems ?? Number.POSITIVE_INFINITY);
}

function resolveRef(env: WalkEnv, ref: string): JsonSchema {
  if (ref === "#") return env.root;
  const name = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref)?.[1];
  const target = name ? (env.root.$defs?.[decodeURIComponent(name)] ?? undefined) : undefined;
  if (!target) throw new Error(`Offline studio cannot resolve schema reference ${ref}`);
  return target;
}

/** One concrete shape: refs followed, unions narrowed to their first non-null branch. */
function settle(env: WalkEnv, node: JsonSchema): JsonSchema {
  if (node.$ref) {
    const { $ref, ...rest } = node;
    return settle(env, { ...resolveRef(env, $ref), ...rest });
  }
  const union = node.anyOf ?? node.oneOf;
  if (union) {
    const { anyOf: _a, oneOf: _o, ...rest } = node;
    const branch = union.find((option) => option.type !== "null") ?? union[0];
    return settle(env, { ...rest, ...branch });
  }
  if (node.allOf) {
    const { allOf, ...rest } = node;
    return allOf
      .map((part) => settle(env, part))
      .reduce<JsonSchema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        rest,
      );
  }
  if (Array.isArray(node.type)) {
    return { ...node, type: node.type.find((type) => type !== "null") ?? "null" };
  }
  return node;
}

function formatted(format: unknown, env: WalkEnv, at: Position): string | undefined {
  const slug = slugify(env.facts.brand);
  switch (format) {
    case "uri":
    case "url":
      return `https://${slug}.example/${slugify(at.key || at.listKey || "page")}`;
    case "email":
      return `hello@${slug}.example`;
    case "date-time":
      return "2025-01-15T09:00:00.000Z";
    case "date":
      return "2025-01-15";
    case "time":
      return "09:00:00";
    case "uuid": {
      const hex = [0, 1, 2, 3]
        .map((part) =>
          hashString(`${pathLabel(at.path)}:${part}`)
            .toString(16)
            .padStart(8, "0"),
        )
        .join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    }
    default:
      return undefined;
  }
}

function stringFor(env: WalkEnv, node: JsonSchema, at: Position): string {
  const special = formatted(node.format, env, at);
  let text =
    special ??
    composeString({
      key: at.key,
      listKey: at.listKey,
      index: at.index,
      ancestors: at.path.filter((part): part is string => typeof part === "string").slice(0, -1),
      core: at.core,
      rng: env.rng.fork(pathLabel(at.path)),
      task: env.task,
    });
  const filler = [at.core.insight, ...at.core.tactics, at.core.description];
  for (let index = 0; text.length < (node.minLength ?? 0); index += 1) {
    text = `${text} ${filler[index % filler.length]}.`;
  }
  return node.maxLength !== undefined ? fitLength(text, node.maxLength) : text;
}

function numberFor(env: WalkEnv, node: JsonSchema, at: Position): number {
  const key = normalizeKey(at.key || at.listKey || "");
  const integer = node.type === "integer";
  let [low, high] = integer ? [1, 10] : [1, 100];
  if (/confidence|probability|ratio|share|weight/.test(key)) [low, high] = [0, 1];
  else if (/percent/.test(key)) [low, high] = [0, 100];
  else if (/year/.test(key)) [low, high] = [2025, 2026];
  const min = Math.max(
    node.minimum ?? -Infinity,
    (node.exclusiveMinimum ?? -Infinity) + (integer ? 1 : 1e-6),
  );
  const max = Math.min(
    node.maximum ?? Infinity,
    (node.exclusiveMaximum ?? Infinity) - (integer ? 1 : 1e-6),
  );
  low = Math.min(Math.max(low, min), max);
  high = Math.max(Math.min(high, max), low);
  const value = low + env.rng.fork(pathLabel(at.path)).next() * (high - low);
  if (integer) return Math.min(Math.max(Math.round(value), Math.ceil(low)), Math.floor(high));
  return Math.min(Math.max(Math.round(value * 100) / 100, low), high);
}

function objectFor(env: WalkEnv, node: JsonSchema, at: Position): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    result[key] = walk(env, child, { ...at, path: [...at.path, key], key, listKey: undefined });
  }
  const extra = node.additionalProperties;
  if (!node.properties && extra && typeof extra === "object") {
    // A record: keys from an enum when zod requires them all, else a couple of the brief's words.
    const names = (node.propertyNames as JsonSchema | undefined)?.enum;
    const keys = names ? names.map(String) : env.facts.words.slice(0, 2);
    for (const key of keys) {
      result[key] = walk(env, extra, { ...at, path: [...at.path, key], key });
    }
  }
  return result;
}

function walk(env: WalkEnv, raw: JsonSchema, at: Position): unknown {
  const node = settle(env, raw);
  if (node.const !== undefined) return node.const;
  if (node.enum && node.enum.length > 0) return env.rng.fork(pathLabel(at.path)).pick(node.enum);
  const type = node.type ?? (node.properties ? "object" : node.items ? "array" : "string");
  switch (type) {
    case "object":
      return objectFor(env, node, at);
    case "array": {
      if (node.prefixItems) {
        return node.prefixItems.map((item, index) =>
          walk(env, item, { ...at, path: [...at.path, index], key: "", listKey: at.key, index }),
        );
      }
      const item = (Array.isArray(node.items) ? node.items[0] : node.items) ?? {};
      const settled = settle(env, item);
      // Slides and sections tell one story; strategies, ideas and alternatives differ.
      const ownIdea =
        (settled.type === "object" || settled.properties !== undefined) &&
        !/slide|page|section|scene|step/i.test(at.key);
      return Array.from({ length: listLength(at.key, node) }, (_, index) => {
        const path = [...at.path, index];
        // Each object in a list is its own idea (a strategy, a slide, an alternative).
        const core = ownIdea ? coreAt(env, path, index, true) : at.core;
        return walk(env, item, { path, key: "", listKey: at.key, index, core });
      });
    }
    case "number":
    case "integer":
      return numberFor(env, node, at);
    case "boolean":
      return !/^(is|has)/.test(at.key) && env.rng.fork(pathLabel(at.path)).chance(0.5);
    case "null":
      return null;
    default:
      return stringFor(env, node, at);
  }
}

/** Fills the schema; the root object's core is `coreAt(env, [], 0)`. */
export function fillSchema(env: WalkEnv): unknown {
  return walk(env, env.root, { path: [], key: "", index: 0, core: coreAt(env, [], 0) });
}
