import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { resetConvexAuthMock, setAuth, setQueryResult } from "@/testing/convexAuthMock";
import { LEGENDS, makeGroup, makeIdea } from "@/features/ideas/testing/fixtures";
import { makePretest, scoresOf } from "@/features/pretest/testing/fixtures";
import { resetPretestStore } from "@/features/pretest/lib/pretestStore";
import type { Id } from "../../../../convex/_generated/dataModel";
import { IdeasSection } from "./IdeasSection";

/** Every live query the page asks for, as (the name it gives it, args). */
const requested = vi.hoisted(() => [] as [string, unknown][]);
vi.mock("convex/react", async () => {
  const mock = (await import("@/testing/convexAuthMock")).convexReact;
  return {
    ...mock,
    useQueries: (queries: Record<string, { args: unknown }>) => {
      for (const [key, request] of Object.entries(queries)) requested.push([key, request.args]);
      return mock.useQueries(queries);
    },
  };
});
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const id = (n: number) => `ideas:${n}` as Id<"ideas">;

function showBoard(
  rows: ReturnType<typeof makePretest>[] = [
    makePretest({ ideaId: id(1), scores: scoresOf([3, 3, 3, 3, 2]) }),
    makePretest({ ideaId: id(2), status: "running", scores: [], total: null, swap: null }),
    makePretest({ ideaId: id(3), scores: scoresOf([5, 4, 4, 4, 4]) }),
    makePretest({ ideaId: id(4), scores: scoresOf([4, 4, 4, 3, 3]) }),
  ],
  ideas = [1, 2, 3, 4].map((n) =>
    makeIdea({ id: id(n), campaignName: `Idea ${n}`, generationMetadata: null }),
  ),
) {
  render(
    <Theme>
      <MemoryRouter>
        <IdeasSection
          brief={{
            savedId: "briefs:1",
            hasBrief: true,
            busy: false,
            ensureSaved: async () => "briefs:1",
          }}
          signedIn
          experimental={null}
          onRequireSignIn={vi.fn()}
          onUpgrade={vi.fn()}
          onVisualsUpgrade={vi.fn()}
          autoThumbnails={false}
        />
      </MemoryRouter>
    </Theme>,
  );
  setQueryResult("ideasByBrief", {
    briefId: "briefs:1",
    legends: [makeGroup(LEGENDS.ogilvy, {}, ideas)],
  });
  setQueryResult("pretestsByBrief", rows);
  return screen.getByRole("region", { name: "Ideas for this brief" });
}

const titles = (board: HTMLElement) =>
  within(board)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading").textContent);

describe("the pre-test on the home page's ideas board", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    resetPretestStore();
    requested.length = 0;
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("puts each idea's chip on its card live, from one subscription for the brief", async () => {
    const board = showBoard();
    const chips = (n: number) =>
      within(within(board).getByRole("article", { name: `Idea ${n}.` })).findByText(
        (_, element) => element?.classList.contains("pretest-chips") ?? false,
      );
    expect(await chips(3)).toHaveTextContent("21/25Pre-test score 21 of 25");
    expect(await chips(1)).toHaveTextContent("14/25");
    expect(await chips(2)).toHaveTextContent("Pre-testing…");
    expect(await chips(4)).toHaveTextContent("18/25");
    const pretestQueries = requested.filter(([key]) => key.startsWith("pretest"));
    expect(new Set(pretestQueries.map(([key]) => key))).toEqual(new Set(["pretestsByBrief"]));
    expect(pretestQueries[0]?.[1]).toEqual({ briefId: "briefs:1" });
  });

  it("sorts by pre-test score, highest first and unscored last, and back to newest", async () => {
    const user = userEvent.setup();
    const board = showBoard();
    const byScore = await within(board).findByRole("radio", { name: "Pre-test score" });
    expect(titles(board)).toEqual(["Idea 1.", "Idea 2.", "Idea 3.", "Idea 4."]);
    await user.click(byScore);
    await waitFor(() =>
      expect(titles(board)).toEqual(["Idea 3.", "Idea 4.", "Idea 1.", "Idea 2."]),
    );
    await user.click(within(board).getByRole("radio", { name: "Newest" }));
    await waitFor(() =>
      expect(titles(board)).toEqual(["Idea 1.", "Idea 2.", "Idea 3.", "Idea 4."]),
    );
  });

  it("shows the score once on a card, and gives it to 'Generate visual' and 'Campaign It'", async () => {
    const board = showBoard();
    const card = within(board).getByRole("article", { name: "Idea 4." });
    await within(card).findAllByText("Pre-test score 18 of 25");
    const visual = within(card).getByRole("button", { name: "Generate visual" });
    const campaign = within(card).getByRole("button", { name: "Campaign It" });
    await waitFor(() => expect(visual).toHaveAccessibleDescription("Pre-test score 18 of 25"));
    expect(campaign).toHaveAccessibleDescription("Pre-test score 18 of 25");
    // One score to see (the chip): the buttons carry it as their description, not drawn again.
    expect(within(card).getAllByText("18/25")).toHaveLength(1);
    expect(within(card).getByText("18/25").closest(".pretest-chips")).not.toBeNull();
    // Still running: no score yet, and the button's name is unchanged.
    const running = within(board).getByRole("article", { name: "Idea 2." });
    expect(
      within(running).getByRole("button", { name: "Campaign It" }),
    ).toHaveAccessibleDescription("");
  });

  it("puts the Pre-test section in the idea's details, with Sharpen on weak dimensions", async () => {
    const user = userEvent.setup();
    const board = showBoard();
    const card = within(board).getByRole("article", { name: "Idea 4." });
    await within(card).findByText("18/25", { selector: ".pretest-chips *" });
    await user.click(within(card).getByRole("button", { name: "Details: Idea 4" }));
    const dialog = await screen.findByRole("dialog");
    const section = await within(dialog).findByRole("region", { name: "Pre-test" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    expect(within(section).getAllByRole("button", { name: "Sharpen · 1 credit" })).toHaveLength(2);
    expect(within(section).getByRole("button", { name: "Re-run pre-test" })).toBeEnabled();
    expect(within(section).getByRole("region", { name: "Swap test" })).toBeVisible();
  });

  it("gives a viewer the scores but no Re-run or Sharpen, on the card or in the details", async () => {
    const user = userEvent.setup();
    const board = showBoard([
      makePretest({ ideaId: id(1), canEdit: false, scores: scoresOf([1, 2, 3, 2, 1]) }),
      makePretest({
        ideaId: id(2),
        canEdit: false,
        status: "failed",
        scores: [],
        total: null,
        swap: null,
      }),
    ]);
    const failed = within(board).getByRole("article", { name: "Idea 2." });
    expect(await within(failed).findByText("Pre-test failed")).toBeVisible();
    expect(within(board).queryByRole("button", { name: /Re-run/ })).toBeNull();
    const card = within(board).getByRole("article", { name: "Idea 1." });
    await user.click(within(card).getByRole("button", { name: "Details: Idea 1" }));
    const section = await within(await screen.findByRole("dialog")).findByRole("region", {
      name: "Pre-test",
    });
    expect(within(section).getAllByRole("listitem")).toHaveLength(5);
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("badges a sharpened version and 'See v1' highlights the original card", async () => {
    const user = userEvent.setup();
    const board = showBoard(
      [],
      [
        makeIdea({
          id: id(5),
          campaignName: "Idea 5",
          version: 2,
          parentIdeaId: id(1),
          sharpenedFor: "brandLinkage",
        }),
        makeIdea({ id: id(1), campaignName: "Idea 1" }),
      ],
    );
    const revision = within(board).getByRole("article", { name: "Idea 5." });
    expect(await within(revision).findByText("v2 · sharpened for Brand linkage")).toBeVisible();
    await user.click(within(revision).getByRole("button", { name: "See v1" }));
    const original = within(board).getByRole("article", { name: "Idea 1." });
    expect(original).toHaveClass("pretest-highlight");
    expect(original).toHaveFocus();
  });
});
