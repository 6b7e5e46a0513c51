import { describe, expect, it } from "vitest";
import { strategyResult } from "../testing/fixtures";
import { briefBrand, strategyToBrief } from "./strategyToBrief";

describe("Use This Strategy", () => {
  it("fills audience, unique selling point, message and tone; the brand prefixes the product", () => {
    expect(strategyToBrief("Northbound", strategyResult.strategies[0])).toEqual({
      brand: "Northbound Morning Box",
      audience: "Commuters who take their first cup seriously",
      uniqueSellingPoint: "Roasted this week, delivered before you wake",
      message: "Your best cup, at your door at dawn",
      tone: "Warm, witty",
    });
  });

  it("carries the website the user typed, not a brand name typed in its place", () => {
    const strategy = strategyResult.strategies[0];
    expect(strategyToBrief("Northbound", strategy, " northbound.coffee ").brandSite).toBe(
      "northbound.coffee",
    );
    expect(
      strategyToBrief("Northbound", strategy, "https://northbound.coffee/shop").brandSite,
    ).toBe("https://northbound.coffee/shop");
    expect(strategyToBrief("Acme", strategy, "Acme Bank")).not.toHaveProperty("brandSite");
    expect(strategyToBrief("Northbound", strategy, "")).not.toHaveProperty("brandSite");
  });

  it("uses the brand name alone without a product name", () => {
    expect(strategyToBrief("Northbound", strategyResult.strategies[1]).brand).toBe("Northbound");
  });

  it("doesn't prefix a product name that already starts with the brand", () => {
    expect(briefBrand("Northbound", "Northbound Morning Box")).toBe("Northbound Morning Box");
    expect(briefBrand("northbound", "Northbound Cold Brew")).toBe("Northbound Cold Brew");
    expect(briefBrand("", "Cold Brew")).toBe("Cold Brew");
    expect(briefBrand(" Northbound ", "  ")).toBe("Northbound");
  });
});
