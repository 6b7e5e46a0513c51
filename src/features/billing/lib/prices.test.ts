import { describe, expect, it } from "vitest";
import { packagePrice, planMonthlyPrice } from "./prices";

describe("price display (spec 5)", () => {
  it("divides a monthly price above 1000 by 100, and leaves smaller ones as dollars", () => {
    expect(planMonthlyPrice(9900)).toBe("$99");
    expect(planMonthlyPrice(39900)).toBe("$399");
    expect(planMonthlyPrice(1001)).toBe("$10.01");
    expect(planMonthlyPrice(1000)).toBe("$1,000");
    expect(planMonthlyPrice(99)).toBe("$99");
  });

  it("shows credit packages as cents divided by 100 with two decimals", () => {
    expect(packagePrice(1900)).toBe("$19.00");
    expect(packagePrice(7950)).toBe("$79.50");
    expect(packagePrice(19999)).toBe("$199.99");
    expect(packagePrice(5)).toBe("$0.05");
  });
});
