import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { actionCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import {
  readPendingAction,
  resumePendingAction,
  savePendingAction,
} from "@/lib/pendingActions/pendingActions";
import { CheckoutResume } from "./CheckoutResume";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
const redirectTo = vi.hoisted(() => vi.fn());
vi.mock("../lib/redirect", () => ({ redirectTo }));

describe("a checkout chosen before a Google sign-in", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("resumes once back, through the CHECKOUT pending action", async () => {
    actionCalls.mockResolvedValue({ url: "https://checkout.stripe.com/c/pay/cs_3" });
    savePendingAction("CHECKOUT", { kind: "credits", packageId: "popular" });
    const { unmount } = render(<CheckoutResume />);
    expect(resumePendingAction()).toBe("resumed");
    expect(actionCalls).toHaveBeenCalledWith("billing/checkout:startCreditCheckout", {
      packageId: "popular",
    });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_3"),
    );
    expect(readPendingAction()).toBeNull();
    unmount();
  });

  it("drops a payload that isn't a checkout", () => {
    savePendingAction("CHECKOUT", { kind: "subscription" });
    const { unmount } = render(<CheckoutResume />);
    expect(resumePendingAction()).toBe("none");
    expect(actionCalls).not.toHaveBeenCalled();
    unmount();
  });
});
