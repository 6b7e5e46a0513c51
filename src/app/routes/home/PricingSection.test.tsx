import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setAuth, setQueryResult } from "@/testing/convexAuthMock";
import { readPendingAction } from "@/lib/pendingActions/pendingActions";
import type { Pricing } from "@/features/billing/lib/types";
import { PricingSection } from "./PricingSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const openSignIn = vi.hoisted(() => vi.fn());
vi.mock("@/features/auth/hooks/useSignInDialog", () => ({
  useSignInDialog: () => ({ open: openSignIn }),
}));

type Plan = Pricing["plans"][number];

const plan = (
  tier: string,
  name: string,
  priceMonthly: number | null,
  sortOrder: number,
): Plan => ({
  id: `subscriptionTiers:${tier}`,
  tier,
  name,
  description: `${name} plan.`,
  features: [],
  priceMonthly,
  stripePriceId: priceMonthly ? `price_${tier}` : null,
  sortOrder,
  legendCredits: 300 * sortOrder + 20,
  brandProfileLimit: sortOrder,
  legendsAccessCount: 3 * sortOrder + 1,
  advanced: tier === "business" || tier === "enterprise",
});

function pricing(plans: Plan[]): Pricing {
  return { checkoutMode: "local", currentTier: null, plans, packages: [] };
}

const planNames = () =>
  within(screen.getByRole("region", { name: "Hire the legends by the month" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("home pricing section (#pricing)", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("shows /pricing's plans, the free Dreamer first, under the pricing anchor", () => {
    renderWithRouter(<PricingSection />);
    setQueryResult(
      "pricing",
      pricing([
        plan("starter", "Starter", 9900, 1),
        plan("free", "Dreamer", 0, 0),
        plan("pro", "Pro", 39900, 2),
        plan("business", "Business", 99900, 3),
        plan("enterprise", "Enterprise", null, 4),
      ]),
    );
    expect(planNames()).toEqual(["Dreamer", "Starter", "Pro"]);
    const section = screen.getByRole("region", { name: "Hire the legends by the month" });
    expect(section).toHaveAttribute("id", "pricing");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Hire the legends by the month",
    );
    expect(screen.getByRole("link", { name: "the pricing page" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("a visitor choosing a plan is asked to sign in and the checkout is kept to resume", async () => {
    renderWithRouter(<PricingSection />);
    setQueryResult(
      "pricing",
      pricing([plan("free", "Dreamer", 0, 0), plan("starter", "Starter", 9900, 1)]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Choose Starter" }));
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(readPendingAction()).toMatchObject({
      action: "CHECKOUT",
      payload: { kind: "subscription", priceId: "price_starter" },
    });
    expect(screen.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  it("marks a signed-in user's plan", () => {
    setAuth({ isAuthenticated: true });
    renderWithRouter(<PricingSection />);
    setQueryResult("pricing", {
      ...pricing([plan("free", "Dreamer", 0, 0), plan("starter", "Starter", 9900, 1)]),
      currentTier: "starter",
    });
    expect(screen.getByRole("button", { name: "Current plan" })).toBeDisabled();
  });

  it("says so when the plans cannot be loaded", () => {
    renderWithRouter(<PricingSection />);
    setQueryResult("pricing", new Error("offline"));
    expect(screen.getByText("Unable to load subscription plans at this time.")).toBeVisible();
  });
});
