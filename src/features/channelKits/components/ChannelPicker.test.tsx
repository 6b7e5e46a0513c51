import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { ChannelPicker } from "./ChannelPicker";

describe("ChannelPicker", () => {
  it("says the price before the click and makes the kit with the channels in the platforms' order", async () => {
    const onCreate = vi.fn().mockResolvedValue({ kitId: "k1", cost: 3 });
    renderWithRouter(<ChannelPicker onCreate={onCreate} />);
    const make = screen.getByRole("button", { name: "Make channel kit" });
    expect(make).toBeDisabled();
    expect(screen.getByText("Pick at least one channel.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: /^LinkedIn/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /^Google Search/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /^Facebook & Instagram feed/ }));
    expect(screen.getByText(/^3 Legend Credits: one per channel/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: /^LinkedIn/ }));
    expect(screen.getByText(/^2 Legend Credits/)).toBeInTheDocument();
    await userEvent.click(make);
    expect(onCreate).toHaveBeenCalledWith(["meta_feed", "google_search"]);
    // Made: the picks clear for the next kit.
    expect(await screen.findByText("Pick at least one channel.")).toBeInTheDocument();
  });

  it("shows the server's words on failure and hands a credits failure to the upgrade path", async () => {
    const onCreate = vi
      .fn()
      .mockRejectedValueOnce(
        new ConvexError({ code: "FORBIDDEN", message: "Only editors can make channel kits." }),
      )
      .mockRejectedValueOnce(
        new ConvexError({ code: "INSUFFICIENT_CREDITS", message: "Insufficient credits" }),
      );
    const onUpgrade = vi.fn();
    renderWithRouter(<ChannelPicker onCreate={onCreate} onInsufficientCredits={onUpgrade} />);
    await userEvent.click(screen.getByRole("checkbox", { name: /^TikTok/ }));
    await userEvent.click(screen.getByRole("button", { name: "Make channel kit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only editors can make channel kits.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Make channel kit" }));
    await vi.waitFor(() => expect(onUpgrade).toHaveBeenCalledTimes(1));
  });
});
