import type { Strategy, StrategyBriefFacts } from "./types";

/**
 * The brief's brand for a strategy: its product name prefixed with the brand name (spec 3),
 * "Northbound" + "Morning Box" → "Northbound Morning Box"; a product name that already starts
 * with the brand is not prefixed twice; no product name leaves the brand name.
 */
export function briefBrand(brandName: string, productName?: string): string {
  const brand = brandName.trim();
  const product = productName?.trim() ?? "";
  if (product === "") return brand;
  if (brand === "" || product.toLowerCase().startsWith(brand.toLowerCase())) return product;
  return `${brand} ${product}`;
}

/** 'Use This Strategy' (spec 4): audience, unique selling point, message, tone and brand. */
export function strategyToBrief(brandName: string, strategy: Strategy): StrategyBriefFacts {
  return {
    brand: briefBrand(brandName, strategy.productName),
    audience: strategy.targetAudience.trim(),
    uniqueSellingPoint: strategy.uniqueSellingPoint.trim(),
    message: strategy.keyMessage.trim(),
    tone: strategy.tone.trim(),
  };
}
