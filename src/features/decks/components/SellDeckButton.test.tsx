import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { readPendingAction, clearPendingAction } from "@/lib/pendingActions/pendingActions";
import { makeDeckSummary } from "../testing/fixtures";
import type { DeckIdea } from "../lib/types";
import { SellDeckButton } from "./SellDeckButton";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const idea = {
  id: "idea1",
  title: "Proof on the bag",
  campaignName: "The Morning Record.",
  legend: { id: "legend1", name: "David Ogilvy", slug: "david-ogilvy" },
} as unknown as DeckIdea;

function renderButton(signedIn: boolean, onRequireSignIn = vi.fn(), readOnlyReason?: string) {
  const view = renderRoutes([
    {
      path: "/",
      element: (
        <SellDeckButton
          idea={idea}
          signedIn={signedIn}
          onRequireSignIn={onRequireSignIn}
          readOnlyReason={readOnlyReason}
        />
      ),
    },
    { path: "/decks/:id", element: <p>Deck page</p> },
  ]);
  return { ...view, onRequireSignIn };
}

describe("SellDeckButton", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    clearPendingAction();
  });

  it("keeps a visitor's click as SELL_IDEA and asks them to sign in", async () => {
    const { onRequireSignIn } = renderButton(false);
    await userEvent.click(screen.getByRole("button", { name: "Sell deck" }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
    expect(readPendingAction()).toMatchObject({
      action: "SELL_IDEA",
      payload: { ideaId: "idea1", title: "The Morning Record." },
    });
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("says what the deck is and what it costs before the click, then opens the deck", async () => {
    const { router } = renderButton(true);
    await userEvent.click(screen.getByRole("button", { name: "Sell deck" }));
    const dialog = await screen.findByRole("dialog", { name: "Sell deck" });
    expect(dialog).toHaveTextContent("David Ogilvy presents The Morning Record to your client");
    expect(dialog).toHaveTextContent("Uses 2 Legend Credits");
    setQueryResult("ideaDecks", [makeDeckSummary({ title: "Earlier deck" })]);
    expect(within(dialog).getByRole("link", { name: "Earlier deck" })).toHaveAttribute(
      "href",
      "/decks/deck1",
    );
    mutationCalls.mockResolvedValueOnce({ presentationId: "deck9", jobId: "job9" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Write a new deck" }));
    expect(mutationCalls).toHaveBeenCalledWith("decks/mutations:sellIdea", { ideaId: "idea1" });
    // The page opens once the mutation's answer is in (a busy machine may take a tick longer).
    await waitFor(() => expect(router.state.location.pathname).toBe("/decks/deck9"));
  });

  it("shows the server's refusal in the panel", async () => {
    renderButton(true);
    await userEvent.click(screen.getByRole("button", { name: "Sell deck" }));
    const dialog = await screen.findByRole("dialog", { name: "Sell deck" });
    mutationCalls.mockRejectedValueOnce(
      new ConvexError({ code: "FORBIDDEN", message: "Viewers can read this brief." }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Write the deck" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Viewers can read this brief.");
  });

  it("lets a viewer of a shared brief open the idea's decks, and says why they can't write one", async () => {
    renderButton(true, vi.fn(), "Viewers can't write decks on this brief.");
    await userEvent.click(screen.getByRole("button", { name: "Sell deck" }));
    const dialog = await screen.findByRole("dialog", { name: "Sell deck" });
    setQueryResult("ideaDecks", [makeDeckSummary({ title: "The team's deck" })]);
    expect(within(dialog).getByRole("link", { name: "The team's deck" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Only editors can write sell decks on this brief.");
    expect(within(dialog).queryByRole("button", { name: /Write/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent("Uses 2 Legend Credits");
  });
});
