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

/**
 * The website field when it holds an address ("northbound.coffee", "https://…"), not a brand
 * name typed in its place ("Acme Bank"), as the server reads it (convex/strategies/model.ts).
 */
function typedSite(websiteUrl: string | undefined): string | undefined {
  const value = websiteUrl?.trim() ?? "";
  const address = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || (!/\s/.test(value) && /\./.test(value));
  return value !== "" && address ? value : undefined;
}

/**
 * 'Use This Strategy' (spec 4): audience, unique selling point, message, tone and brand; and the
 * website the user typed, if any, as the one site the brief may link to.
 */
export function strategyToBrief(
  brandName: string,
  strategy: Strategy,
  websiteUrl?: string,
): StrategyBriefFacts {
  const brandSite = typedSite(websiteUrl);
  return {
    brand: briefBrand(brandName, strategy.productName),
    audience: strategy.targetAudience.trim(),
    uniqueSellingPoint: strategy.uniqueSellingPoint.trim(),
    message: strategy.keyMessage.trim(),
    tone: strategy.tone.trim(),
    ...(brandSite ? { brandSite } : {}),
  };
}
