import { asRecord } from "@/lib/browserStorage";
import { LEGEND_PICKER } from "../../../../shared/constants";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { PickedLegend } from "./types";

/** GENERATE_IDEAS (spec 4): the legends chosen when a signed-out visitor asked for ideas. */
export type GenerateIdeasPayload = { legends: PickedLegend[] };

function parseLegend(value: unknown): PickedLegend | null {
  const legend = asRecord(value);
  if (legend === null) return null;
  const { id, name, slug, headshot } = legend;
  if (typeof id !== "string" || typeof name !== "string" || typeof slug !== "string") return null;
  return {
    id: id as Id<"creativeLegends">,
    name,
    slug,
    headshot: typeof headshot === "string" ? headshot : null,
  };
}

/** Storage is untrusted: only well-formed legends, at most the picker's maximum. */
export function parseGenerateIdeasPayload(value: unknown): GenerateIdeasPayload | null {
  const list = asRecord(value)?.legends;
  if (!Array.isArray(list)) return null;
  const legends = list
    .map(parseLegend)
    .filter((legend): legend is PickedLegend => legend !== null)
    .slice(0, LEGEND_PICKER.maxSelected);
  return legends.length === 0 ? null : { legends };
}
