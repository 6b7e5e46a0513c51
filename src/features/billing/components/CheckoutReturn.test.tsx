import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { ConvexError } from "convex/values";
import {
  actionCalls,
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { CONFIRMING_PAYMENT, CheckoutResultView } from "./CheckoutResultView";
import { CHECKOUT_UNAVAILABLE, LocalCheckoutView, TEST_CHECKOUT_LABEL } from "./LocalCheckoutView";
import { LocalPortalView, TEST_PORTAL_LABEL } from "./LocalPortalView";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));

const wrap = (ui: React.ReactNode) =>
  render(
    <Theme>
      <MemoryRouter>{ui}</MemoryRouter>
    </Theme>,
  );

beforeEach(() => {
  resetConvexAuthMock();
  vi.clearAllMocks();
  setAuth({ isAuthenticated: true });
});

describe("the return pages", () => {
  const pending = {
    status: "pending",
    kind: "subscription",
    planName: null,
    creditsAdded: null,
    legendCredits: 20,
  };

  it("say 'Confirming your payment…' until the plan is applied, then show it live", () => {
    wrap(<CheckoutResultView sessionId="cs_1" kind="subscription" />);
    expect(screen.getByText(CONFIRMING_PAYMENT)).toBeVisible(); // loading
    setQueryResult("checkoutResult", pending);
    expect(screen.getByText(CONFIRMING_PAYMENT)).toBeVisible();
    setQueryResult("pricing", {
      checkoutMode: "local",
      currentTier: "pro",
      plans: [{ name: "Pro", legendCredits: 1500 }],
      packages: [],
    });
    setQueryResult("checkoutResult", {
      status: "complete",
      kind: "subscription",
      planName: "Pro",
      creditsAdded: null,
      legendCredits: 1520,
    });
    expect(screen.queryByText(CONFIRMING_PAYMENT)).toBeNull();
    expect(screen.getByRole("heading", { name: "Welcome to Pro" })).toBeVisible();
    expect(screen.getByText("1,500 Legend Credits a month.")).toBeVisible();
    expect(document.body).toHaveTextContent("Your balance is now 1,520 Legend Credits.");
    expect(screen.getByRole("link", { name: "Start creating" })).toHaveAttribute("href", "/");
  });

  it("show the credits a pack added and the new balance", () => {
    wrap(<CheckoutResultView sessionId="cs_2" kind="credits" />);
    setQueryResult("checkoutResult", { ...pending, kind: "credits" });
    expect(screen.getByText(CONFIRMING_PAYMENT)).toBeVisible();
    setQueryResult("checkoutResult", {
      status: "complete",
      kind: "credits",
      planName: null,
      creditsAdded: 500,
      legendCredits: 530,
    });
    expect(screen.getByRole("heading", { name: "500 Legend Credits added" })).toBeVisible();
    expect(document.body).toHaveTextContent("Your balance is now 530 Legend Credits.");
  });

  it("say calmly that an unknown session isn't one of yours", () => {
    wrap(<CheckoutResultView sessionId="cs_someone_else" kind="credits" />);
    setQueryResult("checkoutResult", { ...pending, status: "unknown", kind: null });
    expect(screen.getByRole("heading", { name: "We can’t find this checkout" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("say the same without a session id at all", () => {
    wrap(<CheckoutResultView sessionId={null} kind="subscription" />);
    expect(screen.getByRole("heading", { name: "We can’t find this checkout" })).toBeVisible();
  });
});

describe("the test checkout page", () => {
  const order = {
    sessionId: "lcs_abcdef123456",
    kind: "subscription",
    name: "Pro",
    amountCents: 39900,
    credits: 1500,
    status: "open",
    email: "ada@example.com",
  };
  const onLeave = vi.fn();

  it("shows the order, clearly marked as a test", () => {
    wrap(<LocalCheckoutView sessionId="lcs_abcdef123456" onLeave={onLeave} />);
    setQueryResult("localCheckout", order);
    expect(screen.getByText(TEST_CHECKOUT_LABEL)).toBeVisible();
    expect(screen.getByRole("heading", { name: "Pro" })).toBeVisible();
    expect(document.body).toHaveTextContent("$399.00 / month");
    expect(document.body).toHaveTextContent("1,500 a month");
    expect(document.body).toHaveTextContent("ada@example.com");
    // A definition list of the order: each dt and dd in a row div straight under the dl.
    const terms = screen.getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(["Amount", "Legend Credits", "Email"]);
    for (const term of terms) {
      expect(term.parentElement?.parentElement?.tagName).toBe("DL");
      expect(term.nextElementSibling?.tagName).toBe("DD");
    }
  });

  it("pays: busy, then the browser goes where the server says", async () => {
    let answer!: (value: { url: string }) => void;
    actionCalls.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    wrap(<LocalCheckoutView sessionId="lcs_abcdef123456" onLeave={onLeave} />);
    setQueryResult("localCheckout", order);
    await userEvent.click(screen.getByRole("button", { name: "Pay $399.00" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/localCheckout:pay", {
      sessionId: "lcs_abcdef123456",
    });
    expect(screen.getByRole("button", { name: "Paying…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await act(async () =>
      answer({ url: "http://localhost:5173/subscription/success?session_id=lcs_abcdef123456" }),
    );
    expect(redirectTo).toHaveBeenCalledWith(
      "http://localhost:5173/subscription/success?session_id=lcs_abcdef123456",
    );
  });

  it("cancels back to where the server says", async () => {
    mutationCalls.mockResolvedValue({ url: "http://localhost:3000/pricing?canceled=1" });
    wrap(<LocalCheckoutView sessionId="lcs_abcdef123456" onLeave={onLeave} />);
    setQueryResult("localCheckout", order);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(mutationCalls).toHaveBeenCalledWith("billing/localCheckout:cancel", {
      sessionId: "lcs_abcdef123456",
    });
    await waitFor(() =>
      expect(onLeave).toHaveBeenCalledWith("http://localhost:3000/pricing?canceled=1"),
    );
  });

  it("shows a failed payment with the server's words and frees the buttons", async () => {
    actionCalls.mockRejectedValue(
      new ConvexError({ code: "CONFLICT", message: "This order is closed." }),
    );
    wrap(<LocalCheckoutView sessionId="lcs_abcdef123456" onLeave={onLeave} />);
    setQueryResult("localCheckout", order);
    await userEvent.click(screen.getByRole("button", { name: "Pay $399.00" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "This order is closed." }),
    );
    expect(screen.getByRole("button", { name: "Pay $399.00" })).toBeEnabled();
  });

  it("says calmly when the checkout isn't there or isn't yours", () => {
    wrap(<LocalCheckoutView sessionId="lcs_nope" onLeave={onLeave} />);
    setQueryResult("localCheckout", null);
    expect(screen.getByRole("heading", { name: CHECKOUT_UNAVAILABLE })).toBeVisible();
    expect(screen.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("says an already paid order is paid, without a Pay button", () => {
    wrap(<LocalCheckoutView sessionId="lcs_abcdef123456" onLeave={onLeave} />);
    setQueryResult("localCheckout", { ...order, status: "paid" });
    expect(screen.getByRole("heading", { name: "This order is already paid" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });
});

describe("the test billing portal", () => {
  const subscription = {
    tier: "pro",
    planName: "Pro",
    legendCredits: 1500,
    status: "active",
    currentPeriodEnd: Date.UTC(2027, 2, 4, 12),
    cancelAtPeriodEnd: false,
    scheduledPlanName: null,
    paymentFailed: false,
    canManage: true,
    checkoutMode: "local",
  };

  it("cancels at period end, and offers to keep the plan once cancelled", async () => {
    actionCalls.mockResolvedValue(null);
    wrap(<LocalPortalView />);
    setQueryResult("mySubscription", subscription);
    expect(screen.getByText(TEST_PORTAL_LABEL)).toBeVisible();
    expect(document.body).toHaveTextContent("Renews on March 4, 2027.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel at period end" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/localCheckout:setCancelAtPeriodEnd", {
      cancel: true,
    });
    setQueryResult("mySubscription", { ...subscription, cancelAtPeriodEnd: true });
    expect(document.body).toHaveTextContent("Ends on March 4, 2027.");
    await userEvent.click(screen.getByRole("button", { name: "Keep my plan" }));
    expect(actionCalls).toHaveBeenLastCalledWith("billing/localCheckout:setCancelAtPeriodEnd", {
      cancel: false,
    });
    expect(screen.getByRole("link", { name: "Back to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("has nothing to manage on the free plan", () => {
    wrap(<LocalPortalView />);
    setQueryResult("mySubscription", { ...subscription, status: null, planName: "Dreamer" });
    expect(screen.getByText("There’s no paid plan to manage here.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel at period end" })).toBeNull();
  });
});
