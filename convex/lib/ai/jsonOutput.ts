import { z } from "zod";

/**
 * Reading a model's answer as typed data. Models outside strict structured output wrap JSON in
 * code fences, add a sentence before it or leave a trailing comma; those are repaired locally
 * before anyone pays for a second call.
 */

export type ParseOutcome<T> = { ok: true; data: T } | { ok: false; problem: string };

function stripFences(text: string): string {
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(text);
  return fenced ? fenced[1].trim() : text;
}

/** The first balanced {...} in the text, ignoring braces inside strings. */
export function extractJsonObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return text.slice(start, index + 1);
    }
  }
  return null;
}

/** Drops commas directly before a closing bracket, outside strings. */
function dropTrailingCommas(text: string): string {
  let out = "";
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      out += char;
      continue;
    }
    if (char === '"') inString = true;
    if (char === ",") {
      const rest = text.slice(index + 1).trimStart();
      if (rest.startsWith("}") || rest.startsWith("]")) continue;
    }
    out += char;
  }
  return out;
}

function candidates(text: string): string[] {
  const trimmed = text.trim();
  const unfenced = stripFences(trimmed);
  const extracted = extractJsonObject(unfenced);
  const list = [trimmed, unfenced];
  if (extracted) list.push(extracted, dropTrailingCommas(extracted));
  return [...new Set(list)];
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

/** Parses and validates; `problem` says what was wrong, for the repair prompt and the logs. */
export function parseStructured<T>(text: string, schema: z.ZodType<T>): ParseOutcome<T> {
  let problem = "the answer was empty";
  let sawJson = false;
  for (const candidate of candidates(text)) {
    if (candidate === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch (error) {
      if (!sawJson) problem = `not valid JSON (${(error as Error).message})`;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, data: parsed.data };
    sawJson = true;
    problem = `JSON does not match the schema: ${describeIssues(parsed.error)}`;
  }
  return { ok: false, problem };
}
