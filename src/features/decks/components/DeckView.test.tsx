import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { useDeckActions } from "../hooks/useDeckActions";
import type { DeckView as Deck } from "../lib/types";
import { makeDeck, makeSlide } from "../testing/fixtures";
import { DeckView } from "./DeckView";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function Harness({ deck, onUpgrade }: { deck: Deck; onUpgrade?: (error: unknown) => void }) {
  const actions = useDeckActions(deck);
  return <DeckView deck={deck} actions={actions} onInsufficientCredits={onUpgrade} />;
}

const renderDeck = (deck: Deck = makeDeck(), onUpgrade?: (error: unknown) => void) =>
  renderWithRouter(<Harness deck={deck} onUpgrade={onUpgrade} />);

const selected = () => screen.getByRole("region", { name: "Selected slide" });

describe("DeckView", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    mutationCalls.mockResolvedValue(null);
  });

  it("shows the rail, the first slide large with its speaker notes, and selects from the rail", async () => {
    renderDeck();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Morning Record");
    const rail = screen.getByRole("navigation", { name: "Slides" });
    expect(within(rail).getAllByRole("button")).toHaveLength(6);
    expect(within(selected()).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Coffee is sold on adjectives",
    );
    expect(selected()).toHaveTextContent("Notes for slide 1: pause here.");
    await userEvent.click(within(rail).getByRole("button", { name: /^Slide 4:/ }));
    expect(within(selected()).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Every ad proves one claim",
    );
    expect(within(selected()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("renders only this app's stored images", () => {
    const { container } = renderDeck(
      makeDeck({ slides: [makeSlide(0, { imageUrl: "https://tracker.example/p.png" })] }),
    );
    expect(container.querySelectorAll("img")).toHaveLength(0);
  });

  it("saves an edit with the server's words, and refuses an empty title before calling", async () => {
    renderDeck();
    await userEvent.click(screen.getByRole("button", { name: "Edit slide" }));
    const form = screen.getByRole("form", { name: "Edit slide" });
    const title = within(form).getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole("button", { name: "Save slide" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Give the slide a title.");
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.type(title, "  Coffee is bought on proof ");
    await userEvent.click(within(form).getByRole("button", { name: "Save slide" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:updateSlide", {
      slideId: "slide0",
      title: "Coffee is bought on proof",
      content: "Northbound roasts every week and says so on the bag.",
      speakerNotes: "Notes for slide 1: pause here.",
    });
    expect(screen.queryByRole("form", { name: "Edit slide" })).not.toBeInTheDocument();
  });

  it("favourites the deck and the slide, and moves a slide", async () => {
    renderDeck();
    await userEvent.click(screen.getByRole("button", { name: "Favourite this deck" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:setDeckFavorite", {
      presentationId: "deck1",
      isFavorite: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Favourite this slide" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:setSlideFavorite", {
      slideId: "slide0",
      isFavorite: true,
    });
    expect(screen.getByRole("button", { name: "Move the slide earlier" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Move the slide later" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:reorderSlides", {
      presentationId: "deck1",
      slideIds: ["slide1", "slide0", "slide2", "slide3", "slide4", "slide5"],
    });
  });

  it("asks for a slide visual with the cost shown first, and opens the upgrade path when short", async () => {
    const onUpgrade = vi.fn();
    renderDeck(makeDeck(), onUpgrade);
    await userEvent.click(screen.getByRole("button", { name: "Regenerate visual" }));
    const dialog = screen.getByRole("dialog", { name: "Regenerate the visual" });
    expect(dialog).toHaveTextContent("Uses 1 Legend Credit");
    const short = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits",
    });
    mutationCalls.mockRejectedValueOnce(short);
    await userEvent.click(within(dialog).getByRole("button", { name: "Regenerate visual" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:generateSlideVisual", {
      slideId: "slide0",
      visualPrompt: "A roaster checking a bag's date stamp in morning light",
    });
    expect(onUpgrade).toHaveBeenCalledWith(short);
  });

  it("shows the slides still to come while the job writes, and the step", () => {
    renderDeck(
      makeDeck({
        status: "writing",
        step: "David Ogilvy is writing slide 3 of 6…",
        slides: [makeSlide(0), makeSlide(1)],
      }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("David Ogilvy is writing slide 3 of 6…");
    expect(screen.getByText("2 of 6 slides written")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move the slide later" })).toBeDisabled();
    // The server refuses edits while the job writes: the button says so instead.
    expect(screen.getByRole("button", { name: "Edit slide" })).toBeDisabled();
  });

  it("offers a failed deck again with its price, and retries it", async () => {
    renderDeck(makeDeck({ status: "failed", errorMessage: "The studio is busy.", slides: [] }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The studio is busy. Your Legend Credits were returned.");
    expect(alert).toHaveTextContent("Uses 2 Legend Credits");
    expect(screen.getByRole("button", { name: "Present" })).toBeDisabled();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:retryDeck", {
      presentationId: "deck1",
    });
  });

  it("lets a viewer read and present, with no editing controls", async () => {
    renderDeck(makeDeck({ canEdit: false }));
    expect(screen.queryByRole("button", { name: "Edit slide" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Favourite/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You can read this deck/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Present" }));
    expect(screen.getByRole("dialog", { name: "Presenting The Morning Record" })).toBeVisible();
  });
});
