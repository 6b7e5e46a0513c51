import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { QUICK_START_FALLBACK_PLACEHOLDER, QuickStartPrompt } from "./QuickStartPrompt";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderPrompt() {
  const onSubmit = vi.fn();
  render(
    <Theme>
      <QuickStartPrompt onSubmit={onSubmit} />
    </Theme>,
  );
  return { onSubmit, input: screen.getByLabelText("What do you want to advertise?") };
}

describe("QuickStartPrompt", () => {
  beforeEach(() => resetConvexAuthMock());
  afterEach(() => vi.useRealTimers());

  it("submits the trimmed text on Enter", async () => {
    const { onSubmit, input } = renderPrompt();
    await userEvent.type(input, "  A neighbourhood bakery  {Enter}");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("A neighbourhood bakery");
  });

  it("makes a new line on Shift+Enter instead of submitting", async () => {
    const { onSubmit, input } = renderPrompt();
    await userEvent.type(input, "Line one{Shift>}{Enter}{/Shift}line two");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue("Line one\nline two");
  });

  it("ignores empty and whitespace-only text, from Enter and from the button", async () => {
    const { onSubmit, input } = renderPrompt();
    await userEvent.type(input, "{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Get strategies" }));
    await userEvent.type(input, "   \t {Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Get strategies" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
  });

  it("submits with the button", async () => {
    const { onSubmit, input } = renderPrompt();
    await userEvent.type(input, "Running shoes for beginners");
    await userEvent.click(screen.getByRole("button", { name: "Get strategies" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("Running shoes for beginners");
  });

  it("types the examples out as its placeholder", async () => {
    const { input } = renderPrompt();
    expect(input).toHaveAttribute("placeholder", QUICK_START_FALLBACK_PLACEHOLDER);
    // The typer loads after the first screen.
    await act(async () => {
      await import("./PlaceholderTyper");
    });
    vi.useFakeTimers();
    setQueryResult("placeholderExamples", { examples: ["Tea"], source: "database" });
    for (let i = 0; i < 3 * 45; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1);
      });
    }
    expect(input).toHaveAttribute("placeholder", "Tea");
    fireEvent.change(input, { target: { value: "x" } });
    expect(input).toHaveValue("x");
  });
});
