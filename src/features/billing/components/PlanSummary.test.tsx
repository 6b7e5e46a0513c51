import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
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
import { PAYMENT_FAILED_NOTICE, PlanSummary } from "./PlanSummary";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));

const pro = {
  tier: "pro",
  planName: "Pro",
  legendCredits: 1520,
  status: "active",
  currentPeriodEnd: Date.UTC(2027, 2, 4, 12),
  cancelAtPeriodEnd: false,
  scheduledPlanName: null,
  paymentFailed: false,
  canManage: true,
  checkoutMode: "stripe",
};

function renderSummary(answer: unknown) {
  render(
    <Theme>
      <MemoryRouter>
        <PlanSummary />
      </MemoryRouter>
    </Theme>,
  );
  setQueryResult("mySubscription", answer);
}

describe("/account: the plan", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    setAuth({ isAuthenticated: true });
  });

  it("shows a paid plan, its renewal and balance, and opens the billing portal", async () => {
    actionCalls.mockResolvedValue({ url: "https://billing.stripe.com/p/session/abc" });
    renderSummary(pro);
    expect(screen.getByRole("heading", { name: "Pro" })).toBeVisible();
    expect(screen.getByText("Active")).toBeVisible();
    expect(document.body).toHaveTextContent("1,520 Legend Credits");
    expect(document.body).toHaveTextContent("Renews on March 4, 2027.");
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Manage plan" }));
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:openBillingPortal", {});
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("https://billing.stripe.com/p/session/abc"),
    );
  });

  it("says when a cancelled plan ends", () => {
    renderSummary({ ...pro, cancelAtPeriodEnd: true });
    expect(screen.getByText("Your Pro plan ends on March 4, 2027.")).toBeVisible();
  });

  it("says when a downgrade starts", () => {
    renderSummary({ ...pro, scheduledPlanName: "Starter" });
    expect(screen.getByText("Changes to Starter on March 4, 2027.")).toBeVisible();
  });

  it("warns when the last payment failed", () => {
    renderSummary({ ...pro, status: "past_due", paymentFailed: true });
    expect(screen.getByRole("alert")).toHaveTextContent(PAYMENT_FAILED_NOTICE);
    expect(screen.getByText("Payment due")).toBeVisible();
  });

  it("offers 'Upgrade' to /pricing on the free plan, and no portal", () => {
    renderSummary({
      ...pro,
      tier: "free",
      planName: "Dreamer",
      status: null,
      currentPeriodEnd: null,
      canManage: false,
    });
    expect(screen.getByRole("heading", { name: "Dreamer" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Manage plan" })).toBeNull();
  });

  it("shows the portal's refusal in the server's words", async () => {
    actionCalls.mockRejectedValue(
      new ConvexError({ code: "NOT_FOUND", message: "No billing account yet." }),
    );
    renderSummary(pro);
    await userEvent.click(screen.getByRole("button", { name: "Manage plan" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "No billing account yet." }),
    );
    expect(screen.getByRole("button", { name: "Manage plan" })).toBeEnabled();
  });
});
