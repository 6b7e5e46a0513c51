import type { StudioContext } from "../lib/ai/types";
import { lineKey } from "./engine/core";

/**
 * What other ideas on a brief already print, so an ideas answer prints none of it again (issue
 * 40): the saved ideas' names and headlines (`written`), then each earlier legend's of the same
 * click (`before`), worked out in order. Each earlier request is written as its own job writes
 * it: with the saved lines and those of the legends before it, so the answer here is the one
 * that job saves, whichever finishes first.
 */
export function printedBefore(
  context: StudioContext<string>,
  write: (earlier: StudioContext<string>) => unknown,
): Set<string> {
  const lines = [...(context.written ?? [])];
  for (const earlier of context.before ?? []) {
    const { before: _ignored, ...alone } = earlier;
    lines.push(...printedIn(write({ ...alone, written: [...lines] })));
  }
  return new Set(lines.map((line) => lineKey(line, context.brief?.brand ?? "")));
}

/** Every campaign name and headline in an answer, wherever its schema puts them. */
export function printedIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(printedIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    (key === "campaignName" || key === "headline") && typeof item === "string"
      ? [item]
      : printedIn(item),
  );
}
