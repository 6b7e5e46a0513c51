import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OnboardingTour } from "./OnboardingTour";

vi.mock("@convex-dev/auth/react", () => ({ useAuthToken: () => "token-1" }));

function renderTour() {
  const onFinish = vi.fn();
  render(<OnboardingTour onFinish={onFinish} />);
  return { onFinish, dialog: () => screen.getByRole("dialog"), user: userEvent.setup() };
}

const progress = () => screen.getByRole("progressbar", { name: "Tour progress" });

describe("the welcome tour", () => {
  it("opens on Welcome with Back disabled and the bar a sixth of the way", () => {
    const { dialog } = renderTour();
    expect(dialog()).toHaveAccessibleName("Welcome to Legendary");
    expect(within(dialog()).getByText("Welcome")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    expect(progress()).toHaveAttribute("aria-valuenow", "17");
    expect(progress()).toHaveAttribute("aria-valuetext", "1 of 6");
  });

  it("walks Welcome and steps 1 to 5 with Next and Back, ending on Get Started", async () => {
    const { dialog, user, onFinish } = renderTour();
    const titles = [
      ["Ad Strategist", "Step 1 of 5", "33"],
      ["Creative Brief", "Step 2 of 5", "50"],
      ["Legendary Ideas", "Step 3 of 5", "67"],
      ["Visualize Your Ideas", "Step 4 of 5", "83"],
      ["Ready to Create", "Step 5 of 5", "100"],
    ];
    for (const [title, label, value] of titles) {
      await user.click(screen.getByRole("button", { name: "Next" }));
      expect(dialog()).toHaveAccessibleName(title);
      expect(within(dialog()).getByText(label)).toBeInTheDocument();
      expect(progress()).toHaveAttribute("aria-valuenow", value);
      expect(screen.getByRole("button", { name: "Back" })).toBeEnabled();
    }
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    // The invite field belongs to the last step only.
    expect(screen.getByRole("form", { name: "Invite a colleague" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(dialog()).toHaveAccessibleName("Visualize Your Ideas");
    expect(screen.queryByRole("form", { name: "Invite a colleague" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));

    const getStarted = screen.getByRole("button", { name: "Get Started" });
    // The same button changed its words, so keyboard focus stayed on it.
    expect(getStarted).toHaveFocus();
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(getStarted);
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it("ends with 'Skip tour' from any step", async () => {
    const { user, onFinish } = renderTour();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Skip tour" }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it("ends with Escape, like 'Skip tour'", async () => {
    const { user, onFinish } = renderTour();
    await user.keyboard("{Escape}");
    expect(onFinish).toHaveBeenCalledOnce();
  });
});
