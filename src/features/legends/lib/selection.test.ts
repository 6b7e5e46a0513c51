import { describe, expect, it } from "vitest";
import type { LegendId } from "./types";
import { toggleLegend } from "./selection";

const ids = ["a", "b", "c", "d"] as LegendId[];

describe("toggleLegend", () => {
  it("selects up to the maximum and refuses one more", () => {
    let selected: LegendId[] = [];
    for (const id of ids.slice(0, 3)) {
      const result = toggleLegend(selected, id, { max: 3, locked: false });
      expect(result.outcome).toBe("selected");
      selected = result.selected;
    }
    const refused = toggleLegend(selected, ids[3], { max: 3, locked: false });
    expect(refused).toEqual({ outcome: "refusedMax", selected: ids.slice(0, 3) });
  });

  it("always lets a legend be deselected, even a locked one", () => {
    expect(toggleLegend(ids.slice(0, 3), ids[1], { max: 3, locked: true })).toEqual({
      outcome: "deselected",
      selected: [ids[0], ids[2]],
    });
  });

  it("never selects a locked legend", () => {
    expect(toggleLegend([], ids[0], { max: 3, locked: true }).outcome).toBe("refusedLocked");
  });
});
