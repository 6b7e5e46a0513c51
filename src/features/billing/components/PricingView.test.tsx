import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { ConvexError } from "convex/values";
import {
  actionCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { readPendingAction } from "@/lib/pendingActions/pendingActions";
import type { Pricing } from "../lib/types";
import { CHECKOUT_CANCELED_NOTICE, PricingView } from "./PricingView";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));

const plan = (
  tier: string,
  name: string,
  priceMonthly: number | null,
  sortOrder: number,
  extra: Partial<Pricing["plans"][number]> = {},
): Pricing["plans"][number] => ({
  id: `subscriptionTiers:${tier}`,
  tier,
  name,
  description: `${name} plan.`,
  features: ["Exports"],
  priceMonthly,
  stripePriceId: priceMonthly ? `price_${tier}` : null,
  sortOrder,
  legendCredits: 300 * sortOrder,
  brandProfileLimit: sortOrder,
  legendsAccessCount: 3 * sortOrder,
  advanced: false,
  ...extra,
});

function pricing(overrides: Partial<Pricing> = {}): Pricing {
  return {
    checkoutMode: "local",
    currentTier: null,
    plans: [
      plan("free", "Dreamer", 0, 0, {
        legendCredits: 20,
        brandProfileLimit: 0,
        legendsAccessCount: 1,
      }),
      plan("starter", "Starter", 9900, 1),
      plan("pro", "Pro", 39900, 2),
      plan("business", "Business", 99900, 3, { advanced: true, legendsAccessCount: -1 }),
      plan("enterprise", "Enterprise", null, 4, { advanced: true, legendsAccessCount: -1 }),
    ],
    packages: [
      {
        id: "creditPackages:1" as PackId,
        packageId: "small",
        name: "Small pack",
        description: "A brief's worth.",
        priceInCents: 1900,
        legendCredits: 100,
        isPopular: false,
        savings: null,
      },
      {
        id: "creditPackages:2" as PackId,
        packageId: "popular",
        name: "Popular pack",
        description: "A campaign's worth.",
        priceInCents: 7950,
        legendCredits: 500,
        isPopular: true,
        savings: "Save 17%",
      },
    ],
    ...overrides,
  };
}

type PackId = Pricing["packages"][number]["id"];

const requireSignIn = vi.fn<(onSignedIn: () => void) => void>();
const onDismissCanceled = vi.fn();

function renderPricing({ showAdvanced = false, canceled = false } = {}) {
  return render(
    <Theme>
      <MemoryRouter>
        <PricingView
          showAdvanced={showAdvanced}
          canceled={canceled}
          onDismissCanceled={onDismissCanceled}
          requireSignIn={requireSignIn}
        />
      </MemoryRouter>
    </Theme>,
  );
}

const planNames = () =>
  within(screen.getByRole("region", { name: "Plans" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("/pricing", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("shows Dreamer, Starter and Pro with what each gives, and the promise of a free start", () => {
    renderPricing();
    setQueryResult("pricing", pricing());
    expect(planNames()).toEqual(["Dreamer", "Starter", "Pro"]);
    const plans = screen.getByRole("region", { name: "Plans" });
    expect(plans).toHaveTextContent("$99/month");
    expect(plans).toHaveTextContent("$399/month");
    expect(plans).toHaveTextContent("600 Legend Credits a month");
    expect(plans).toHaveTextContent("6 creative legends");
    expect(plans).toHaveTextContent("2 brand profiles");
    expect(plans).toHaveTextContent("20 Legend Credits to start");
    expect(plans).toHaveTextContent("By qualification");
    expect(screen.getByText("No credit card needed to start. Cancel anytime.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See Business and Enterprise plans" })).toHaveAttribute(
      "href",
      "/pricing?show=advanced",
    );
  });

  it("adds Business and Enterprise with ?show=advanced ('All legends', a custom price)", () => {
    renderPricing({ showAdvanced: true });
    setQueryResult("pricing", pricing());
    expect(planNames()).toEqual(["Dreamer", "Starter", "Pro", "Business", "Enterprise"]);
    const plans = screen.getByRole("region", { name: "Plans" });
    expect(plans).toHaveTextContent("All legends");
    expect(plans).toHaveTextContent("Custom");
    expect(within(plans).getByRole("link", { name: "Contact us" })).toBeVisible();
  });

  it("marks the caller's plan as 'Current plan'", () => {
    renderPricing();
    setQueryResult("pricing", pricing({ currentTier: "pro" }));
    const current = screen.getByRole("button", { name: "Current plan" });
    expect(current).toBeDisabled();
    expect(screen.getAllByText("Current plan")).toHaveLength(2); // the badge and the button
    expect(screen.getByRole("button", { name: "Choose Starter" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Choose Pro" })).toBeNull();
  });

  it("shows the credit packs with prices in dollars and cents, 'Popular' and savings", () => {
    renderPricing();
    setQueryResult("pricing", pricing());
    const packs = screen.getByRole("region", { name: "Credit packs" });
    expect(packs).toHaveTextContent("$19.00");
    expect(packs).toHaveTextContent("$79.50");
    expect(within(packs).getAllByText("Popular")).toHaveLength(1);
    expect(within(packs).getByText("Save 17%")).toBeVisible();
  });

  it("shows a calm, dismissable notice after a canceled checkout", async () => {
    renderPricing({ canceled: true });
    setQueryResult("pricing", pricing());
    expect(screen.getByRole("status")).toHaveTextContent(CHECKOUT_CANCELED_NOTICE);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismissCanceled).toHaveBeenCalledOnce();
  });

  it("has no notice without ?canceled=1", () => {
    renderPricing();
    setQueryResult("pricing", pricing());
    expect(screen.queryByText(CHECKOUT_CANCELED_NOTICE)).toBeNull();
  });

  it("starts the chosen plan's checkout, 'Processing...' on its button only", async () => {
    actionCalls.mockImplementation(() => new Promise(() => {}));
    renderPricing();
    setQueryResult("pricing", pricing());
    await userEvent.click(screen.getByRole("button", { name: "Choose Pro" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startSubscriptionCheckout", {
      priceId: "price_pro",
    });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose Starter" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Buy Popular pack" })).toBeDisabled();
  });

  it("sends the browser to the checkout page the server answers", async () => {
    actionCalls.mockResolvedValue({ url: "http://localhost:5173/checkout/local/lcs_9" });
    renderPricing();
    setQueryResult("pricing", pricing());
    await userEvent.click(screen.getByRole("button", { name: "Buy Popular pack" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startCreditCheckout", {
      packageId: "popular",
    });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("http://localhost:5173/checkout/local/lcs_9"),
    );
  });

  it("shows the server's refusal of a plan as 'Invalid Plan', and frees the button", async () => {
    actionCalls.mockRejectedValue(
      new ConvexError({
        code: "INVALID_ARGUMENT",
        message: "Invalid Plan: Please select a valid subscription plan",
      }),
    );
    renderPricing();
    setQueryResult("pricing", pricing());
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Invalid Plan", {
        description: "Please select a valid subscription plan",
      }),
    );
    expect(screen.getByRole("button", { name: "Choose Starter" })).toBeEnabled();
  });

  it("refuses a plan without a real price id before asking the server", async () => {
    renderPricing();
    setQueryResult(
      "pricing",
      pricing({ plans: [plan("starter", "Starter", 9900, 1, { stripePriceId: "price_xxxxx" })] }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    expect(toast.error).toHaveBeenCalledWith("Invalid Plan", {
      description: "Please select a valid subscription plan",
    });
    expect(actionCalls).not.toHaveBeenCalled();
  });

  it("asks a visitor to sign in, then resumes the chosen checkout", async () => {
    setAuth({ isAuthenticated: false });
    actionCalls.mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_1" });
    renderPricing();
    setQueryResult("pricing", pricing({ currentTier: null }));
    expect(screen.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute(
      "href",
      "/register",
    );
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    expect(toast.error).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to upgrade your subscription.",
    });
    expect(actionCalls).not.toHaveBeenCalled();
    expect(readPendingAction()?.payload).toEqual({
      kind: "subscription",
      priceId: "price_starter",
    });

    setAuth({ isAuthenticated: true });
    await act(async () => requireSignIn.mock.calls[0][0]());
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startSubscriptionCheckout", {
      priceId: "price_starter",
    });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_1"),
    );
    expect(readPendingAction()).toBeNull();
  });

  it("asks a visitor to sign in before buying credits", async () => {
    setAuth({ isAuthenticated: false });
    renderPricing();
    setQueryResult("pricing", pricing());
    await userEvent.click(screen.getByRole("button", { name: "Buy Small pack" }));
    expect(toast.error).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to purchase credits.",
    });
    expect(requireSignIn).toHaveBeenCalledOnce();
  });

  it("says plans and packs can't be loaded, with a way back to /pricing", () => {
    renderPricing();
    setQueryResult("pricing", new ConvexError({ code: "INTERNAL", message: "down" }));
    expect(screen.getByText("Unable to load subscription plans at this time.")).toBeVisible();
    expect(screen.getByText("Unable to load credit packages at this time.")).toBeVisible();
    for (const link of screen.getAllByRole("link", { name: "Try again" })) {
      expect(link).toHaveAttribute("href", "/pricing");
    }
  });

  it("disables buying when this deployment has no checkout, and says so without jargon", () => {
    renderPricing();
    setQueryResult("pricing", pricing({ checkoutMode: "off" }));
    expect(screen.getByRole("button", { name: "Choose Pro" })).toBeDisabled();
    expect(screen.getByRole("note")).toHaveTextContent(
      "Billing isn’t configured on this deployment",
    );
    expect(document.body.textContent).not.toMatch(/STRIPE|LOCAL_CHECKOUT/);
  });
});
