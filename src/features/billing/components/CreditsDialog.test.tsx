import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
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
import { resetUpgradePrompt } from "@/lib/upgradePrompt";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { CREDIT_MODAL } from "../../../../shared/constants";
import type { UpgradeOptions } from "../lib/types";
import { BILLING_NOT_CONFIGURED, CreditsDialog } from "./CreditsDialog";
import { UpgradePromptHost } from "./UpgradePromptHost";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));
const requireSignIn = vi.fn<(onSignedIn: () => void) => void>();

const plan = (tier: string, name: string, priceMonthly: number | null, sortOrder: number) => ({
  id: `subscriptionTiers:${tier}`,
  tier,
  name,
  description: `${name} plan.`,
  features: [],
  priceMonthly,
  stripePriceId: `price_${tier}`,
  sortOrder,
  legendCredits: 300 * sortOrder,
  brandProfileLimit: 1,
  legendsAccessCount: tier === "business" ? -1 : 3 * sortOrder,
});

function options(overrides: Partial<UpgradeOptions> = {}): UpgradeOptions {
  return {
    billingConfigured: false,
    checkoutMode: "off",
    currentTier: "free",
    plans: [
      plan("starter", "Starter", 9900, 1),
      plan("pro", "Pro", 39900, 2),
      plan("business", "Business", 99900, 3),
      plan("enterprise", "Enterprise", null, 4),
    ],
    packages: [
      {
        id: "creditPackages:1" as PackageId,
        packageId: "starter",
        name: "Starter pack",
        description: "A brief's worth.",
        priceInCents: 1900,
        legendCredits: 100,
        isPopular: false,
        savings: null,
      },
      {
        id: "creditPackages:2" as PackageId,
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

type PackageId = UpgradeOptions["packages"][number]["id"];

const MESSAGE = "Insufficient credits. Get more Legend Credits to continue.";

function renderDialog() {
  return render(
    <Theme>
      <MemoryRouter>
        <CreditsDialog
          open
          onOpenChange={() => {}}
          message={MESSAGE}
          requireSignIn={requireSignIn}
        />
      </MemoryRouter>
    </Theme>,
  );
}

describe("'More Legend Credits Needed'", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("opens on the Subscription tab with up to three plans, prices per the spec, and the balance", () => {
    renderDialog();
    setQueryResult("upgradeOptions", options());
    setQueryResult("creditsBalance", { legendCredits: 2 });
    const dialog = screen.getByRole("dialog", { name: "More Legend Credits Needed" });
    expect(within(dialog).getByText(MESSAGE)).toBeVisible();
    expect(dialog).toHaveTextContent("You have 2 Legend Credits.");
    expect(within(dialog).getByRole("tab", { name: /^Subscription/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = within(dialog).getByRole("tabpanel");
    const names = within(panel)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(["Starter", "Pro", "Business"]);
    expect(panel).toHaveTextContent("$99/month");
    expect(panel).toHaveTextContent("$399/month");
    expect(panel).toHaveTextContent("All legends");
  });

  it("shows credit packages on the Credits tab: cents as dollars with two decimals, 'Popular', savings", async () => {
    renderDialog();
    setQueryResult("upgradeOptions", options());
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("$19.00");
    expect(panel).toHaveTextContent("$79.50");
    expect(panel).toHaveTextContent("500 Legend Credits");
    expect(within(panel).getAllByText("Popular")).toHaveLength(1);
    expect(within(panel).getByText("Save 17%")).toBeVisible();
  });

  it("says billing isn't configured on this deployment, with the buttons disabled", async () => {
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: false }));
    expect(screen.getByText(BILLING_NOT_CONFIGURED)).toBeVisible();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    expect(screen.getByRole("button", { name: "Buy Popular pack" })).toBeDisabled();
  });

  it("starts the chosen plan's checkout and sends the browser to it", async () => {
    actionCalls.mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_1" });
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startSubscriptionCheckout", {
      priceId: "price_pro",
    });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_1"),
    );
    // Still 'Processing...' while the browser leaves.
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  });

  it("buys a credit pack from the Credits tab", async () => {
    actionCalls.mockResolvedValue({ url: "http://localhost:5173/checkout/local/lcs_1" });
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    await userEvent.click(screen.getByRole("button", { name: "Buy Popular pack" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startCreditCheckout", {
      packageId: "popular",
    });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("http://localhost:5173/checkout/local/lcs_1"),
    );
  });

  it("marks only the chosen item as processing, and shows the server's error when it fails", async () => {
    let fail!: () => void;
    actionCalls.mockImplementation(
      () =>
        new Promise((_, reject) => {
          fail = () => reject(new ConvexError({ code: "INTERNAL", message: "Stripe is down." }));
        }),
    );
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Upgrade to Starter" })).toBeDisabled();
    await act(async () => fail());
    expect(screen.queryByRole("button", { name: "Processing..." })).toBeNull();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Stripe is down." });
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("says 'Invalid Plan' with the server's text when the server refuses the plan", async () => {
    actionCalls.mockRejectedValue(
      new ConvexError({
        code: "INVALID_ARGUMENT",
        message: "Invalid Plan: Please select a valid subscription plan",
      }),
    );
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Starter" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Invalid Plan", {
        description: "Please select a valid subscription plan",
      }),
    );
  });

  it("falls back to the generic wording for an unexpected failure", async () => {
    actionCalls.mockRejectedValue(new Error("socket closed"));
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Something went wrong. Please try again.",
      }),
    );
  });

  it("asks visitors to sign in before checkout, then resumes the chosen plan", async () => {
    setAuth({ isAuthenticated: false });
    actionCalls.mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_2" });
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Pro" }));
    expect(toast.error).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to upgrade your subscription.",
    });
    expect(actionCalls).not.toHaveBeenCalled();
    // Kept for a sign-in that leaves the page (Google).
    expect(readPendingAction()).toMatchObject({
      action: "CHECKOUT",
      payload: { kind: "subscription", priceId: "price_pro" },
    });
    expect(requireSignIn).toHaveBeenCalledOnce();

    setAuth({ isAuthenticated: true });
    await act(async () => requireSignIn.mock.calls[0][0]());
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startSubscriptionCheckout", {
      priceId: "price_pro",
    });
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(readPendingAction()).toBeNull();
  });

  it("asks visitors to sign in before buying credits", async () => {
    setAuth({ isAuthenticated: false });
    renderDialog();
    setQueryResult("upgradeOptions", options({ billingConfigured: true }));
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    await userEvent.click(screen.getByRole("button", { name: "Buy Starter pack" }));
    expect(toast.error).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to purchase credits.",
    });
  });

  it("says plans and packages can't be loaded, with a way to the pricing page", async () => {
    renderDialog();
    setQueryResult("upgradeOptions", new ConvexError({ code: "INTERNAL", message: "down" }));
    expect(screen.getByText("Unable to load subscription plans at this time.")).toBeVisible();
    expect(screen.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    expect(screen.getByText("Unable to load credit packages at this time.")).toBeVisible();
  });
});

describe("the upgrade prompt host", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    resetUpgradePrompt();
    setAuth({ isAuthenticated: true });
  });
  afterEach(() => vi.useRealTimers());

  it("is what every path opens when credits run out, at most once per second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    render(
      <Theme>
        <MemoryRouter>
          <UpgradePromptHost requireSignIn={requireSignIn} />
        </MemoryRouter>
      </Theme>,
    );
    const { result } = renderHook(() => useUpgradePrompt(), { wrapper: MemoryRouter });
    const error = new ConvexError({ code: "INSUFFICIENT_CREDITS", message: MESSAGE });
    act(() => result.current("creative_idea", error));
    const dialog = await screen.findByRole("dialog", { name: "More Legend Credits Needed" });
    expect(within(dialog).getByText(MESSAGE)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Within the second: not again.
    act(() => result.current("creative_idea", error));
    expect(screen.queryByRole("dialog")).toBeNull();

    vi.setSystemTime(Date.now() + CREDIT_MODAL.debounceMs);
    act(() => result.current("production", error));
    expect(await screen.findByRole("dialog", { name: "More Legend Credits Needed" })).toBeVisible();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
