import { useCallback, useState } from "react";
import { toggleLegend } from "../lib/selection";
import { toSelectedLegend, type Legend, type SelectedLegend } from "../lib/types";

/** Why the last pick was refused, for the notice above the picker's footer. */
export type PickerNotice = { kind: "max" } | { kind: "locked"; name: string } | null;

export type PickerSelection = {
  selected: SelectedLegend[];
  selectedIds: string[];
  notice: PickerNotice;
  toggle: (legend: Legend) => void;
};

/**
 * The picker's working selection: starts from what was chosen before, refuses a pick beyond
 * `max` or of a locked legend (saying why), and always lets a legend be deselected.
 */
export function usePickerSelection(
  initial: readonly SelectedLegend[],
  max: number,
): PickerSelection {
  const [selected, setSelected] = useState<SelectedLegend[]>(() => [...initial]);
  const [notice, setNotice] = useState<PickerNotice>(null);

  const toggle = useCallback(
    (legend: Legend) => {
      const ids = selected.map((entry) => entry.id);
      const result = toggleLegend(ids, legend.id, { max, locked: legend.locked });
      if (result.outcome === "refusedMax") return setNotice({ kind: "max" });
      if (result.outcome === "refusedLocked")
        return setNotice({ kind: "locked", name: legend.name });
      setNotice(null);
      setSelected(
        result.outcome === "selected"
          ? [...selected, toSelectedLegend(legend)]
          : selected.filter((entry) => entry.id !== legend.id),
      );
    },
    [selected, max],
  );

  return { selected, selectedIds: selected.map((entry) => entry.id), notice, toggle };
}
