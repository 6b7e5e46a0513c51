import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { CREDIT_MODAL } from "../../shared/constants";
import { isUpgradeError, resetUpgradePrompt, setUpgradePromptOpener } from "./upgradePrompt";
import { UPGRADE_PROMPT_TITLE, useUpgradePrompt } from "./useUpgradePrompt";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const insufficient = new ConvexError({
  code: "INSUFFICIENT_CREDITS",
  message: "Insufficient credits. Get more Legend Credits to continue.",
});

function renderPrompt() {
  return renderHook(() => useUpgradePrompt(), { wrapper: MemoryRouter }).result.current;
}

describe("the upgrade path", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetUpgradePrompt();
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it("recognises 402-style failures and the spec's markers", () => {
    expect(isUpgradeError(insufficient)).toBe(true);
    expect(isUpgradeError(new Error("Payment Required"))).toBe(true);
    expect(
      isUpgradeError(new ConvexError({ code: "INTERNAL", message: "insufficient credits" })),
    ).toBe(true);
    expect(isUpgradeError(new ConvexError({ code: "NOT_FOUND", message: "Gone" }))).toBe(false);
  });

  it("says so with a link to the plans until the credits dialog registers, once a second", () => {
    const open = renderPrompt();
    open("creative_idea", insufficient);
    expect(toast.error).toHaveBeenCalledWith(UPGRADE_PROMPT_TITLE, {
      description: "Insufficient credits. Get more Legend Credits to continue.",
      action: { label: "See plans", onClick: expect.any(Function) },
    });
    open("creative_idea", insufficient);
    expect(toast.error).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CREDIT_MODAL.debounceMs);
    open("production");
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it("opens the registered credits dialog instead", () => {
    const opener = vi.fn();
    setUpgradePromptOpener(opener);
    renderPrompt()("production", insufficient);
    expect(opener).toHaveBeenCalledWith(
      "production",
      "Insufficient credits. Get more Legend Credits to continue.",
    );
    expect(toast.error).not.toHaveBeenCalled();
  });
});
