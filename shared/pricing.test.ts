import { describe, expect, it } from "vitest";
import { CREDIT_COSTS, IDEAS_PER_LEGEND } from "./constants";
import {
  creditsLabel,
  ideasRunPrice,
  ideasRunPriceLine,
  shortCreditsLabel,
  usesCreditsLine,
  visitorTriesLine,
} from "./pricing";

describe("prices said before the click", () => {
  it("count a Get Creative Ideas run as its ideas plus one collage per idea", () => {
    for (const legends of [1, 2, 3]) {
      const price = ideasRunPrice(legends);
      expect(price.ideas).toBe(legends * CREDIT_COSTS.ideasPerLegend);
      expect(price.collages).toBe(legends * IDEAS_PER_LEGEND * CREDIT_COSTS.thumbnails);
      expect(price.total).toBe(price.ideas + price.collages);
    }
  });

  it("write the ideas line with the total first and each part named", () => {
    expect(ideasRunPriceLine(3)).toBe(
      "12 Legend Credits: 3 for the ideas (one per legend) and 9 for their collages (one per idea). Nothing is charged for a legend that can’t finish.",
    );
    expect(ideasRunPriceLine(1)).toMatch(/^4 Legend Credits: 1 for the ideas/);
  });

  it("say one credit in the singular", () => {
    expect(creditsLabel(1)).toBe("1 Legend Credit");
    expect(creditsLabel(1500)).toBe("1,500 Legend Credits");
    expect(shortCreditsLabel(1)).toBe("1 credit");
    expect(shortCreditsLabel(2)).toBe("2 credits");
    expect(usesCreditsLine(CREDIT_COSTS.brief)).toBe(`Uses ${creditsLabel(CREDIT_COSTS.brief)}`);
  });
});

describe("what visitors are told", () => {
  it("count the free tries in words", () => {
    expect(visitorTriesLine(1)).toBe("Free to try once without an account");
    expect(visitorTriesLine(3)).toBe("Free to try 3 times without an account");
  });
});
