import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { makeIdea } from "../testing/fixtures";
import { IdeaCard, type IdeaCardProps } from "./IdeaCard";
import { ThinkingSteps } from "./ThinkingSteps";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderCard(props: Partial<IdeaCardProps> = {}) {
  const idea = props.idea ?? makeIdea();
  return render(
    <Theme>
      <MemoryRouter>
        <IdeaCard idea={idea} signedIn {...props} />
      </MemoryRouter>
    </Theme>,
  );
}

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("IdeaCard", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("sets the campaign name in the serif, the headline with a full stop, and the core idea", () => {
    renderCard({
      idea: makeIdea({
        campaignName: "Think small",
        headline: "It does what it says",
        coreIdea: "Honesty sells.",
      }),
    });
    const card = screen.getByRole("article", { name: "Think small." });
    expect(within(card).getByRole("heading", { name: "Think small." })).toHaveClass(
      "idea-campaign",
    );
    expect(within(card).getByText("It does what it says.")).toBeVisible();
    expect(within(card).getByText("Honesty sells.")).toBeVisible();
  });

  it("keeps a headline that already ends in . ! ? ; or : as it is", () => {
    renderCard({ idea: makeIdea({ headline: "Got milk?" }) });
    expect(screen.getByText("Got milk?")).toBeVisible();
    expect(screen.queryByText("Got milk?.")).toBeNull();
  });

  it("flips the favourite at once and keeps it when the server agrees", async () => {
    const answer = deferred<unknown>();
    mutationCalls.mockReturnValue(answer.promise);
    const idea = makeIdea({ isFavorite: false });
    renderCard({ idea });
    const heart = screen.getByRole("button", { name: /^Add to favourites/ });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    // Optimistic: pressed before the server has answered.
    expect(screen.getByRole("button", { name: /^Remove from favourites/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(mutationCalls).toHaveBeenCalledWith("ideas/mutations:setFavorite", {
      ideaId: idea.id,
      isFavorite: true,
    });
    answer.resolve({ id: idea.id, isFavorite: true });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^Remove from favourites/ })).toBeEnabled(),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the team's favourites beside the heart only when colleagues have some", async () => {
    mutationCalls.mockReturnValue(deferred<unknown>().promise);
    const { unmount } = renderCard({ idea: makeIdea({ isFavorite: true, favoriteCount: 1 }) });
    // Only mine: no count.
    expect(screen.queryByLabelText(/team favourite/)).toBeNull();
    unmount();

    renderCard({ idea: makeIdea({ isFavorite: false, favoriteCount: 2 }) });
    expect(screen.getByLabelText("2 team favourites")).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: /^Add to favourites/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // My click joins the team's count at once.
    await userEvent.click(screen.getByRole("button", { name: /^Add to favourites/ }));
    expect(screen.getByLabelText("3 team favourites")).toBeInTheDocument();
  });

  it("rolls the favourite back when the server refuses", async () => {
    const answer = deferred<unknown>();
    mutationCalls.mockReturnValue(answer.promise);
    renderCard({ idea: makeIdea({ isFavorite: true }) });
    await userEvent.click(screen.getByRole("button", { name: /^Remove from favourites/ }));
    expect(screen.getByRole("button", { name: /^Add to favourites/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    answer.reject(new ConvexError({ code: "INTERNAL", message: "Boom" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^Remove from favourites/ })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    expect(toast.error).toHaveBeenCalledWith("Something went wrong. Please try again.");
  });

  it("tells visitors they must be logged in, and changes nothing", async () => {
    renderCard({ signedIn: false });
    await userEvent.click(screen.getByRole("button", { name: /^Add to favourites/ }));
    expect(toast.error).toHaveBeenCalledWith(messages.visualAndFavourite.favouriteNeedsSavedIdea);
    expect(toast.error).toHaveBeenCalledWith(
      "You must be logged in and the idea must be saved to favorite it.",
    );
    expect(mutationCalls).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /^Add to favourites/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("says the same when the server finds no session", async () => {
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "UNAUTHENTICATED", message: "Sign in." }),
    );
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: /^Add to favourites/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(messages.visualAndFavourite.favouriteNeedsSavedIdea),
    );
  });

  it("renders the page's collage slot above the text and the metadata slot under it", () => {
    renderCard({
      renderMedia: (idea) => <div>Collage for {idea.id}</div>,
      renderMetadata: (metadata) => (metadata ? <div>Metadata card</div> : null),
    });
    expect(screen.getByText(/^Collage for ideas:/)).toBeVisible();
    // The server sends metadata to admins only: null renders nothing.
    expect(screen.queryByText("Metadata card")).toBeNull();
  });

  it("opens the details one click away", async () => {
    const idea = makeIdea({
      campaignName: "The Morning Record.",
      concept: "Every claim comes with its evidence.",
      executionStrategy: ["Outdoor at commuter stations", "Receipts printed on cups"],
      selfCritique: "Needs a sharper visual.",
      visualPrompt: "A coffee bag at dawn",
    });
    renderCard({ idea, renderProvider: (provider) => <p>Written by {provider}</p> });
    await userEvent.click(screen.getByRole("button", { name: "Details: The Morning Record." }));
    const dialog = await screen.findByRole("dialog", { name: "The Morning Record." });
    for (const part of [
      "Concept",
      "Description",
      "Tone",
      "Key visual elements",
      "Execution strategy",
      "Self-critique",
      "Visual prompt",
      "David Ogilvy’s thinking",
    ]) {
      expect(within(dialog).getByRole("region", { name: part })).toBeVisible();
    }
    expect(within(dialog).getByText("Receipts printed on cups")).toBeVisible();
    expect(within(dialog).getByText("Written by offline-studio")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("puts the page's badges under the eyebrow and its sections first in the details", async () => {
    const idea = makeIdea({ campaignName: "The Morning Record." });
    renderCard({
      idea,
      renderBadges: (shown) => <p>Badges for {shown.id}</p>,
      renderDetailsSections: (shown) => (
        <section aria-label="Pre-test">Scores for {shown.id}</section>
      ),
    });
    const card = screen.getByRole("article", { name: "The Morning Record." });
    const badges = within(card).getByText(`Badges for ${idea.id}`);
    expect(within(card).getByText(idea.title).nextElementSibling).toBe(badges);
    await userEvent.click(screen.getByRole("button", { name: "Details: The Morning Record." }));
    const dialog = await screen.findByRole("dialog", { name: "The Morning Record." });
    const regions = within(dialog).getAllByRole("region");
    expect(regions[0]).toHaveAccessibleName("Pre-test");
    expect(regions[0]).toHaveTextContent(`Scores for ${idea.id}`);
  });
});

describe("ThinkingSteps", () => {
  it("numbers the legend's thinking and highlights the sixth step", () => {
    render(
      <Theme>
        <ThinkingSteps text="1. Read the brief. 2. Listen. 3. Find the tension. 4. Doubt it. 5. Test it. 6. Take the leap. 7. Write it." />
      </Theme>,
    );
    const steps = screen.getAllByRole("listitem");
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent("Step 1: Read the brief.");
    const highlighted = steps.filter((step) => step.hasAttribute("data-highlighted"));
    expect(highlighted).toEqual([steps[5]]);
    expect(steps[5]).toHaveTextContent("Take the leap.");
    expect(steps[5]).toHaveAttribute("aria-current", "step");
    expect(within(steps[5]).getByText("The leap")).toBeVisible();
  });

  it("has nothing to highlight in a short answer", () => {
    render(
      <Theme>
        <ThinkingSteps text={"- Read\n- Write"} />
      </Theme>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(document.querySelector("[data-highlighted]")).toBeNull();
  });
});
