import { z } from "zod";

/**
 * JSON Schema from a zod schema, in the two forms the engine needs: the structured-output schema
 * sent to the model, and the full schema (constraints kept) the offline studio fills in.
 */

/** The subset of JSON Schema zod emits that the engine reads. */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  [keyword: string]: unknown;
};

/**
 * Output side: what a valid answer looks like after zod's preprocessors (e.g. the idea alias
 * normaliser) ran. Transforms and other unrepresentable parts become `{}` instead of throwing.
 */
export function fullJsonSchema(schema: z.ZodType): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
  }) as JsonSchema;
  const { $schema: _ignored, ...rest } = generated;
  return rest;
}

/**
 * Keywords some OpenAI-compatible providers reject in structured output. Zod still enforces
 * them when the answer is parsed; the model learns them from the description instead.
 */
const CONSTRAINT_KEYWORDS = [
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "uniqueItems",
  "default",
  "propertyNames",
  "examples",
] as const;

const FAR = Number.MAX_SAFE_INTEGER;

function constraintNote(node: JsonSchema): string[] {
  const notes: string[] = [];
  const range = (low: number | undefined, high: number | undefined, unit: string) => {
    const lo = low !== undefined && Math.abs(low) < FAR ? low : undefined;
    const hi = high !== undefined && Math.abs(high) < FAR ? high : undefined;
    const units = (count: number) => (count === 1 || unit === "" ? unit : `${unit}s`);
    const tail = (count: number) => (unit === "" ? "." : ` ${units(count)}.`);
    if (lo !== undefined && hi !== undefined) notes.push(`${lo} to ${hi}${tail(hi)}`);
    else if (lo !== undefined) notes.push(`At least ${lo}${tail(lo)}`);
    else if (hi !== undefined) notes.push(`At most ${hi}${tail(hi)}`);
  };
  range(node.minItems, node.maxItems, "item");
  range(node.minLength, node.maxLength, "character");
  range(node.minimum, node.maximum, "");
  if (typeof node.pattern === "string") notes.push(`Must match /${node.pattern}/.`);
  return notes;
}

export type StructuredSchema = { schema: JsonSchema; strict: boolean };

/**
 * The response_format schema. Strict mode (OpenAI's constrained decoding, honoured by OpenRouter
 * for models that support it) needs every object closed with all properties required, so a
 * schema with optional fields, records or untyped parts is sent non-strict rather than rewritten:
 * rewriting optional fields as nullable would hand zod nulls it does not accept.
 */
export function structuredOutputSchema(schema: z.ZodType): StructuredSchema {
  let strict = true;
  const visit = (node: JsonSchema): JsonSchema => {
    const copy: JsonSchema = { ...node };
    const notes = constraintNote(node);
    for (const keyword of CONSTRAINT_KEYWORDS) delete copy[keyword];
    if (notes.length > 0) {
      copy.description = [node.description, ...notes].filter(Boolean).join(" ");
    }
    if (Object.keys(node).length === 0) strict = false;
    if (node.properties) {
      const keys = Object.keys(node.properties);
      const required = new Set(node.required ?? []);
      if (keys.some((key) => !required.has(key))) strict = false;
      copy.properties = Object.fromEntries(keys.map((key) => [key, visit(node.properties![key])]));
    }
    if (node.additionalProperties !== undefined && node.additionalProperties !== false) {
      strict = false;
      if (typeof node.additionalProperties === "object") {
        copy.additionalProperties = visit(node.additionalProperties);
      }
    } else if (node.type === "object") {
      if (!node.properties) strict = false;
      copy.additionalProperties = false;
    }
    if (Array.isArray(node.items)) copy.items = node.items.map(visit);
    else if (node.items) copy.items = visit(node.items);
    if (node.prefixItems) {
      // Tuples are not part of strict mode's supported subset.
      strict = false;
      copy.prefixItems = node.prefixItems.map(visit);
    }
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const branches = node[key];
      if (branches) copy[key] = branches.map(visit);
    }
    if (node.oneOf || node.allOf) strict = false;
    if (node.$defs) {
      copy.$defs = Object.fromEntries(
        Object.entries(node.$defs).map(([name, def]) => [name, visit(def)]),
      );
    }
    return copy;
  };
  const root = visit(fullJsonSchema(schema));
  // Structured output needs an object at the root.
  if (root.type !== "object") strict = false;
  return { schema: root, strict };
}
