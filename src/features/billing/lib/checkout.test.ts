import { describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { checkoutFailure, hasRealPriceId, parseCheckoutItem } from "./checkout";
import { sameSitePath } from "./redirect";

describe("checkout helpers", () => {
  it("read a stored CHECKOUT payload only when it is one", () => {
    expect(parseCheckoutItem({ kind: "subscription", priceId: "price_1" })).toEqual({
      kind: "subscription",
      priceId: "price_1",
    });
    expect(parseCheckoutItem({ kind: "credits", packageId: "small", extra: 1 })).toEqual({
      kind: "credits",
      packageId: "small",
    });
    expect(parseCheckoutItem({ kind: "credits", priceId: "price_1" })).toBeNull();
    expect(parseCheckoutItem({ kind: "subscription", priceId: "" })).toBeNull();
    expect(parseCheckoutItem({ kind: "subscription", priceId: "x".repeat(300) })).toBeNull();
    expect(parseCheckoutItem("price_1")).toBeNull();
    expect(parseCheckoutItem(null)).toBeNull();
  });

  it("know a real price id (spec 5)", () => {
    expect(hasRealPriceId("price_1Abc")).toBe(true);
    for (const bad of [null, "", "  ", "price_xxxxx", "price_null"]) {
      expect(hasRealPriceId(bad)).toBe(false);
    }
  });

  it("word failures as the spec's billing toasts", () => {
    const plan = { kind: "subscription", priceId: "price_1" } as const;
    const pack = { kind: "credits", packageId: "small" } as const;
    const invalid = new ConvexError({
      code: "INVALID_ARGUMENT",
      message: "Invalid Plan: Please select a valid subscription plan",
    });
    expect(checkoutFailure(plan, invalid)).toEqual({
      title: "Invalid Plan",
      description: "Please select a valid subscription plan",
    });
    expect(
      checkoutFailure(pack, new ConvexError({ code: "NOT_FOUND", message: "That pack is gone." })),
    ).toEqual({
      title: "Error",
      description: "That pack is gone.",
    });
    expect(checkoutFailure(pack, new Error("boom"))).toEqual({
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
  });

  it("follow an answer inside the app only when it is this site's", () => {
    const origin = window.location.origin;
    expect(sameSitePath(`${origin}/pricing?canceled=1`)).toBe("/pricing?canceled=1");
    expect(sameSitePath("/account")).toBe("/account");
    expect(sameSitePath("https://checkout.stripe.com/c/pay/cs_1")).toBeNull();
  });
});
