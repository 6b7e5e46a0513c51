import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { messages, validationMessages } from "../../../../shared/errors";
import { DiscoveryForm } from "./DiscoveryForm";

function renderForm(credits: number | null) {
  const onSubmit = vi.fn();
  render(
    <Theme>
      <DiscoveryForm credits={credits} busy={false} serverError={null} onSubmit={onSubmit} />
    </Theme>,
  );
  return onSubmit;
}

const button = () => screen.getByRole("button", { name: "Run Discovery IQ" });

describe("DiscoveryForm", () => {
  it("says the price and the balance before the click", () => {
    renderForm(12);
    expect(button()).toHaveAccessibleDescription(
      "Costs 5 Legend Credits · You have 12 Legend Credits",
    );
    expect(button()).toBeEnabled();
  });

  it("needs an idea, in the spec's words", async () => {
    const onSubmit = renderForm(5);
    await userEvent.type(screen.getByLabelText("Your idea"), "   ");
    await userEvent.click(button());
    expect(await screen.findByText(validationMessages.discovery.ideaRequired)).toBeVisible();
    expect(screen.getByText("Please enter your idea")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds https:// to a website typed without a scheme, and leaves it out when empty", async () => {
    const onSubmit = renderForm(5);
    await userEvent.type(screen.getByLabelText("Your idea"), " Solar backpacks for hikers ");
    await userEvent.type(screen.getByLabelText("Website (optional)"), "trailcharge.com");
    await userEvent.click(button());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      idea: "Solar backpacks for hikers",
      websiteUrl: "https://trailcharge.com",
    });
    onSubmit.mockClear();
    await userEvent.clear(screen.getByLabelText("Website (optional)"));
    await userEvent.type(screen.getByLabelText("Website (optional)"), "http://old.example");
    await userEvent.click(button());
    expect(onSubmit).toHaveBeenCalledWith({
      idea: "Solar backpacks for hikers",
      websiteUrl: "http://old.example",
    });
    onSubmit.mockClear();
    await userEvent.clear(screen.getByLabelText("Website (optional)"));
    await userEvent.click(button());
    expect(onSubmit).toHaveBeenCalledWith({ idea: "Solar backpacks for hikers" });
  });

  it("is disabled under 5 credits, with the spec's message naming the balance", () => {
    renderForm(4);
    expect(button()).toBeDisabled();
    expect(screen.getByText(messages.discovery.notEnoughCredits(4))).toBeVisible();
    expect(
      screen.getByText(
        "You need 5 Legend Credits to use Discovery IQ™. You currently have 4 credits.",
      ),
    ).toBeVisible();
  });

  it("waits for the balance before it allows a run", () => {
    renderForm(null);
    expect(button()).toBeDisabled();
    expect(screen.queryByText(/You need 5 Legend Credits/)).toBeNull();
  });
});
