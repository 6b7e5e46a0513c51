import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { validationMessages } from "../../../../shared/errors";
import { useAdActions } from "../hooks/useAdActions";
import type { CampaignPageView as Page } from "../lib/types";
import { makeLob, makePage } from "../testing/fixtures";
import { CampaignPageView } from "./CampaignPageView";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function Harness({ page, onUpgrade }: { page: Page; onUpgrade?: (error: unknown) => void }) {
  const actions = useAdActions(page);
  return (
    <CampaignPageView
      page={page}
      actions={actions}
      headerActions={<button type="button">Share</button>}
      onInsufficientCredits={onUpgrade}
    />
  );
}

function renderPage(page: Page = makePage(), onUpgrade?: (error: unknown) => void) {
  return renderWithRouter(<Harness page={page} onUpgrade={onUpgrade} />);
}

const ad = (name: string) => screen.getByRole("article", { name: `Ad: ${name}` });

describe("CampaignPageView", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    mutationCalls.mockResolvedValue(null);
  });

  it("renders only this app's stored images: a foreign or data URL stays out", () => {
    const { container } = renderPage(
      makePage({
        heroUrl: "https://tracker.example/pixel.png",
        lobs: [makeLob({ imageUrl: "data:image/svg+xml,<svg/>" })],
      }),
    );
    expect(container.querySelectorAll("img")).toHaveLength(0);
    const own = renderPage();
    expect(own.container.querySelectorAll("img").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the hero line, the idea, the legend's profile link and the ads in order", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Morning Record.");
    expect(screen.getByText("Each ad proves one claim.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "David Ogilvy" })).toHaveAttribute(
      "href",
      "/creative-legends/david-ogilvy",
    );
    const list = screen.getByRole("list", { name: "Ads" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual([
      "Ad: The Morning Record.",
      "Ad: Proof, not promises.",
      "Ad: Dated, signed, delivered.",
    ]);
    expect(within(ad("The Morning Record.")).getByText("Banner 16:9")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add an ad" })).toHaveAccessibleDescription(
      "Uses 1 Legend Credit",
    );
  });

  it("moves an ad with the page's full new order; the ends cannot move further", async () => {
    renderPage();
    expect(screen.getByRole("button", { name: "Move up: The Morning Record." })).toBeDisabled();
    expect(
      screen.getByRole("button", { name: "Move down: Dated, signed, delivered." }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Move up: Proof, not promises." }));
    expect(mutationCalls).toHaveBeenCalledWith("campaigns/mutations:reorderAds", {
      campaignPageId: "page1",
      adLobIds: ["lobB", "lobA", "lobC"],
    });
    await userEvent.click(screen.getByRole("button", { name: "Move down: Proof, not promises." }));
    expect(mutationCalls).toHaveBeenLastCalledWith("campaigns/mutations:reorderAds", {
      campaignPageId: "page1",
      adLobIds: ["lobA", "lobC", "lobB"],
    });
  });

  it("edits copy inline: validation first, Save sends it trimmed, Cancel leaves it", async () => {
    renderPage();
    const card = ad("Proof, not promises.");
    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    const headline = within(card).getByLabelText("Headline");
    await userEvent.clear(headline);
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    expect(within(card).getByRole("alert")).toHaveTextContent(
      validationMessages.campaignPage.headlineRequired,
    );
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.type(headline, "  Checked, then poured. ");
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    expect(mutationCalls).toHaveBeenCalledWith("campaigns/mutations:updateAd", {
      adLobId: "lobB",
      headline: "Checked, then poured.",
      body: "Every claim comes with its evidence.",
    });
    expect(within(card).queryByLabelText("Headline")).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Edit" }));
    await userEvent.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(mutationCalls).toHaveBeenCalledTimes(1);
  });

  it("removes an ad only after the confirm", async () => {
    renderPage();
    await userEvent.click(
      within(ad("Proof, not promises.")).getByRole("button", { name: "Remove" }),
    );
    const confirm = screen.getByRole("alertdialog", { name: "Remove this ad?" });
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove ad" }));
    expect(mutationCalls).toHaveBeenCalledWith("campaigns/mutations:removeAd", { adLobId: "lobB" });
  });

  it("adds an ad at the chosen format; out of credits opens the upgrade path", async () => {
    const onUpgrade = vi.fn();
    renderPage(makePage(), onUpgrade);
    await userEvent.click(screen.getByRole("button", { name: "Add an ad" }));
    expect(mutationCalls).toHaveBeenCalledWith("campaigns/mutations:addAd", {
      campaignPageId: "page1",
      aspectRatio: "1:1",
    });
    const error = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits",
    });
    mutationCalls.mockRejectedValueOnce(error);
    await userEvent.click(screen.getByRole("button", { name: "Add an ad" }));
    expect(onUpgrade).toHaveBeenCalledWith(error);
  });

  it("shows a writing ad's step, a failed ad's reason with Try again and Remove", async () => {
    renderPage(
      makePage({
        lobs: [
          makeLob({
            id: "lobW" as never,
            headline: "",
            body: "",
            imageUrl: null,
            status: "writing",
            step: "David Ogilvy is writing the ad…",
            formatLabel: "Story 9:16",
            aspectRatio: "9:16",
          }),
          makeLob({
            id: "lobF" as never,
            headline: "Failed one.",
            imageUrl: null,
            status: "failed",
            errorMessage: "The content may have been flagged as inappropriate.",
          }),
        ],
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("David Ogilvy is writing the ad…");
    const failed = ad("Failed one.");
    expect(within(failed).getByRole("alert")).toHaveTextContent("flagged as inappropriate");
    expect(within(failed).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(failed).getByRole("button", { name: "Remove" })).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(mutationCalls).toHaveBeenCalledWith("campaigns/mutations:retryAd", { adLobId: "lobF" });
  });

  it("is read-only for viewers", () => {
    renderPage(makePage({ canEdit: false }));
    expect(screen.queryByRole("button", { name: "Add an ad" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Move up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
  });
});
