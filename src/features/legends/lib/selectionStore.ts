import { LEGEND_PICKER, STORAGE_KEYS } from "../../../../shared/constants";
import type { LegendId, SelectedLegend } from "./types";

/**
 * The legends chosen on the home page, kept in local storage under STORAGE_KEYS.selectedLegends
 * so they survive a reload and a sign-in, and so the ideas flow can read them. Sign-out clears
 * them with the rest of the app's local data. Stored as `{ version: 1, legends: SelectedLegend[] }`.
 */

const VERSION = 1;
const EVENT = "legendary:selected-legends";

type Stored = { version: number; legends: SelectedLegend[] };

function isSelectedLegend(value: unknown): value is SelectedLegend {
  if (typeof value !== "object" || value === null) return false;
  const legend = value as Record<string, unknown>;
  return (
    typeof legend.id === "string" &&
    typeof legend.name === "string" &&
    typeof legend.slug === "string" &&
    typeof legend.label === "string" &&
    (legend.headshot === null || typeof legend.headshot === "string")
  );
}

const EMPTY: SelectedLegend[] = [];
let cachedRaw: string | null = null;
let cachedValue: SelectedLegend[] = EMPTY;

function parse(raw: string | null): SelectedLegend[] {
  if (raw === null) return EMPTY;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.version !== VERSION || !Array.isArray(stored.legends)) return EMPTY;
    return stored.legends.filter(isSelectedLegend).slice(0, LEGEND_PICKER.maxSelected);
  } catch {
    return EMPTY;
  }
}

/** The stored selection (the same array until it changes, as useSyncExternalStore needs). */
export function readSelectedLegends(): SelectedLegend[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.selectedLegends);
  } catch {
    return EMPTY;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

export function writeSelectedLegends(legends: readonly SelectedLegend[]): void {
  try {
    if (legends.length === 0) localStorage.removeItem(STORAGE_KEYS.selectedLegends);
    else {
      const stored: Stored = { version: VERSION, legends: [...legends] };
      localStorage.setItem(STORAGE_KEYS.selectedLegends, JSON.stringify(stored));
    }
  } catch {
    // Storage full or unavailable: the selection lasts for this page only.
  }
  window.dispatchEvent(new Event(EVENT));
}

export function removeSelectedLegend(id: LegendId): void {
  writeSelectedLegends(readSelectedLegends().filter((legend) => legend.id !== id));
}

/** Notifies on changes from this tab and from other tabs (the storage event). */
export function subscribeSelectedLegends(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.selectedLegends) onChange();
  };
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
