import type { LegendId } from "./types";

/**
 * The picker's selection rule (spec 5 "Legend picker"): up to `max` legends; a further pick is
 * refused (the picker then shows 'Maximum of {n} legends allowed' and 'Please deselect a legend
 * before selecting another one.'). Locked legends are never selectable.
 */
export type ToggleResult =
  | { outcome: "selected" | "deselected"; selected: LegendId[] }
  | { outcome: "refusedMax" | "refusedLocked"; selected: LegendId[] };

export function toggleLegend(
  selected: readonly LegendId[],
  id: LegendId,
  { max, locked }: { max: number; locked: boolean },
): ToggleResult {
  if (selected.includes(id)) {
    return { outcome: "deselected", selected: selected.filter((other) => other !== id) };
  }
  if (locked) return { outcome: "refusedLocked", selected: [...selected] };
  if (selected.length >= max) return { outcome: "refusedMax", selected: [...selected] };
  return { outcome: "selected", selected: [...selected, id] };
}
