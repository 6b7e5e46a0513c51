import { beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../../shared/constants";
import {
  readSelectedLegends,
  removeSelectedLegend,
  subscribeSelectedLegends,
  writeSelectedLegends,
} from "./selectionStore";
import type { SelectedLegend } from "./types";

const ogilvy = {
  id: "creativeLegends:1",
  name: "David Ogilvy",
  slug: "david-ogilvy",
  label: "The Father of Advertising",
  headshot: "/legends/david-ogilvy.svg",
} as SelectedLegend;
const bernbach = { ...ogilvy, id: "creativeLegends:2", name: "Bill Bernbach" } as SelectedLegend;

describe("the chosen legends in local storage", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips under its storage key and notifies subscribers", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSelectedLegends(onChange);
    writeSelectedLegends([ogilvy, bernbach]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedLegends) ?? "")).toEqual({
      version: 1,
      legends: [ogilvy, bernbach],
    });
    expect(readSelectedLegends()).toEqual([ogilvy, bernbach]);
    expect(readSelectedLegends()).toBe(readSelectedLegends());
    removeSelectedLegend(ogilvy.id);
    expect(readSelectedLegends()).toEqual([bernbach]);
    unsubscribe();
  });

  it("ignores damaged or foreign data", () => {
    localStorage.setItem(STORAGE_KEYS.selectedLegends, "{nope");
    expect(readSelectedLegends()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.selectedLegends, JSON.stringify({ version: 9, legends: [] }));
    expect(readSelectedLegends()).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.selectedLegends,
      JSON.stringify({ version: 1, legends: [ogilvy, { id: 3 }] }),
    );
    expect(readSelectedLegends()).toEqual([ogilvy]);
  });
});
