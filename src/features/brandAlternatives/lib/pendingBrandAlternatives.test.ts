import { describe, expect, it } from "vitest";
import { parsePendingBrandAlternatives } from "./pendingBrandAlternatives";

const fields = { brand: "Northbound", audience: "Commuters", message: "Ride", tone: "Bold" };

describe("parsePendingBrandAlternatives", () => {
  it("keeps a well-formed payload and drops anything else", () => {
    expect(parsePendingBrandAlternatives({ fields, legendIds: ["l1"] })).toEqual({
      fields,
      legendIds: ["l1"],
    });
    expect(parsePendingBrandAlternatives(null)).toBeNull();
    expect(parsePendingBrandAlternatives({ fields, legendIds: [] })).toBeNull();
    expect(parsePendingBrandAlternatives({ fields, legendIds: ["a", "b", "c", "d"] })).toBeNull();
    expect(
      parsePendingBrandAlternatives({ fields: { ...fields, tone: 3 }, legendIds: ["l1"] }),
    ).toBeNull();
    expect(
      parsePendingBrandAlternatives({
        fields: { ...fields, brand: "x".repeat(500) },
        legendIds: ["l1"],
      }),
    ).toBeNull();
  });
});
