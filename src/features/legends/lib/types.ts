import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/** A legend as every legends query answers it (convex/legends/schema.ts legendDtoValidator). */
export type Legend = FunctionReturnType<typeof api.legends.queries.list>[number];

export type LegendId = Legend["id"];

/**
 * What the picker hands back and the home page keeps in local storage: enough to show a chip and
 * to ask for ideas (the ideas flow re-checks access on the server).
 */
export type SelectedLegend = Pick<Legend, "id" | "name" | "slug" | "label" | "headshot">;

export function toSelectedLegend(legend: Legend): SelectedLegend {
  const { id, name, slug, label, headshot } = legend;
  return { id, name, slug, label, headshot };
}
