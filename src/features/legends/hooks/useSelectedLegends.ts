import { useSyncExternalStore } from "react";
import { readSelectedLegends, subscribeSelectedLegends } from "../lib/selectionStore";
import type { SelectedLegend } from "../lib/types";

const NONE: SelectedLegend[] = [];

/** The legends chosen on the home page, live across components and tabs. */
export function useSelectedLegends(): SelectedLegend[] {
  return useSyncExternalStore(subscribeSelectedLegends, readSelectedLegends, () => NONE);
}
