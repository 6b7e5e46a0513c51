import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DropdownMenu, Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import {
  actionCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { ManagePlanMenuItem } from "./ManagePlanMenuItem";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));

const plan = (canManage: boolean) => ({
  tier: canManage ? "pro" : "free",
  planName: canManage ? "Pro" : "Dreamer",
  legendCredits: 40,
  status: canManage ? "active" : null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledPlanName: null,
  paymentFailed: false,
  canManage,
  checkoutMode: "local",
});

function renderOpenMenu(answer: unknown) {
  render(
    <Theme>
      <DropdownMenu.Root open>
        <DropdownMenu.Trigger>
          <button type="button">Account</button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <ManagePlanMenuItem />
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Theme>,
  );
  act(() => setQueryResult("mySubscription", answer));
}

describe("the account menu's 'Manage plan'", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    setAuth({ isAuthenticated: true });
  });

  it("opens the billing portal for a plan that can be managed", async () => {
    actionCalls.mockResolvedValue({ url: "http://localhost:5173/billing/local-portal" });
    renderOpenMenu(plan(true));
    await userEvent.click(screen.getByRole("menuitem", { name: "Manage plan" }));
    expect(actionCalls).toHaveBeenCalledWith(expect.stringContaining("openBillingPortal"), {});
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("http://localhost:5173/billing/local-portal"),
    );
  });

  it("is absent on the free plan and while the plan loads", () => {
    renderOpenMenu(undefined);
    expect(screen.queryByRole("menuitem", { name: "Manage plan" })).toBeNull();
    act(() => setQueryResult("mySubscription", plan(false)));
    expect(screen.queryByRole("menuitem", { name: "Manage plan" })).toBeNull();
  });

  it("says what went wrong when the portal cannot open, and stays put", async () => {
    actionCalls.mockRejectedValue(
      new ConvexError({
        code: "PROVIDER_UNAVAILABLE",
        message: "Payments aren’t available right now. Please try again later.",
      }),
    );
    renderOpenMenu(plan(true));
    await userEvent.click(screen.getByRole("menuitem", { name: "Manage plan" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Payments aren’t available right now. Please try again later.",
      }),
    );
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
