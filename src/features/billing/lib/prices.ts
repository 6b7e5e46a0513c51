import { PRICE_DISPLAY } from "../../../../shared/constants";

const usd = (value: number, decimals: number) =>
  `$${value.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })}`;

/**
 * A plan's monthly price for display (spec 5): a price above 1000 is in cents and is divided by
 * 100; smaller numbers are dollars already. Whole dollars show without decimals.
 */
export function planMonthlyPrice(priceMonthly: number): string {
  const dollars = priceMonthly > PRICE_DISPLAY.centsThreshold ? priceMonthly / 100 : priceMonthly;
  return usd(dollars, Number.isInteger(dollars) ? 0 : 2);
}

/** A credit package's price (spec 5): cents divided by 100, with two decimals. */
export function packagePrice(priceInCents: number): string {
  return usd(priceInCents / 100, PRICE_DISPLAY.creditPackageDecimals);
}
