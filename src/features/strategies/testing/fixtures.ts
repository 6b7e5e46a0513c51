import type { StrategyResult } from "../lib/types";

export const strategyResult: StrategyResult = {
  brandName: "Northbound",
  industry: "Coffee",
  websiteContent: "Not provided.",
  strategies: [
    {
      name: "The Morning Ritual",
      targetAudience: "Commuters who take their first cup seriously",
      uniqueSellingPoint: "Roasted this week, delivered before you wake",
      keyMessage: "Your best cup, at your door at dawn",
      tone: "Warm, witty",
      productName: "Morning Box",
    },
    {
      name: "Proof in the Cup",
      targetAudience: "Home baristas",
      uniqueSellingPoint: "Roast dates on every bag",
      keyMessage: "Taste the week it was roasted",
      tone: "Confident",
    },
  ],
  website: { url: "https://northbound.coffee/", read: false, reason: "The site took too long." },
  discoveryIQSessionId: null,
};
