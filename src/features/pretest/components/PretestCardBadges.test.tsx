import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { mutationCalls, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { publishPretests, resetPretestStore } from "../lib/pretestStore";
import { HIGHLIGHT_CLASS } from "../lib/showIdeaCard";
import type { PretestIdea, PretestView } from "../lib/types";
import { makePretest, makePretestIdea, scoresOf, SWAP } from "../testing/fixtures";
import { PretestCardBadges } from "./PretestCardBadges";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderChips(idea: PretestIdea, row: Partial<PretestView> | null = {}) {
  if (row !== null) publishPretests([makePretest({ ideaId: idea.id, ...row })]);
  return render(
    <Theme>
      <article data-idea-id={idea.id}>
        <PretestCardBadges idea={idea} />
      </article>
    </Theme>,
  );
}

describe("the pre-test chip on an idea card", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    resetPretestStore();
    vi.clearAllMocks();
  });

  it("shows the total as 18/25, named 'Pre-test score 18 of 25', amber for 15–19", () => {
    renderChips(makePretestIdea(), { scores: scoresOf([4, 4, 4, 3, 3]) });
    expect(screen.getByText("18/25")).toBeVisible();
    const chip = screen.getByText("Pre-test score 18 of 25").closest("[data-pretest-total]");
    expect(chip).toHaveAttribute("data-pretest-total", "18");
    expect(chip).toHaveAttribute("data-accent-color", "amber");
  });

  it("colours a strong idea (≥ 20) green and a weak one (< 15) gray", () => {
    const strong = makePretestIdea();
    const weak = makePretestIdea();
    publishPretests([
      makePretest({ ideaId: strong.id, scores: scoresOf([5, 4, 4, 4, 3]) }),
      makePretest({ ideaId: weak.id, scores: scoresOf([3, 3, 2, 3, 3]) }),
    ]);
    render(
      <Theme>
        <PretestCardBadges idea={strong} />
        <PretestCardBadges idea={weak} />
      </Theme>,
    );
    expect(screen.getByText("20/25").closest("[data-pretest-total]")).toHaveAttribute(
      "data-accent-color",
      "green",
    );
    expect(screen.getByText("14/25").closest("[data-pretest-total]")).toHaveAttribute(
      "data-accent-color",
      "gray",
    );
  });

  it("says 'Pre-testing…' while the job is queued or running", () => {
    const idea = makePretestIdea();
    renderChips(idea, { status: "queued", scores: [], total: null, swap: null });
    expect(screen.getByText("Pre-testing…")).toBeVisible();
    act(() =>
      publishPretests([
        makePretest({ ideaId: idea.id, status: "running", scores: [], total: null, swap: null }),
      ]),
    );
    expect(screen.getByText("Pre-testing…")).toBeVisible();
  });

  it("appears live when the board's subscription brings the score", () => {
    const idea = makePretestIdea();
    renderChips(idea, null);
    expect(screen.queryByText(/Pre-test/)).toBeNull();
    act(() => publishPretests([makePretest({ ideaId: idea.id })]));
    expect(screen.getByText("Pre-test score 18 of 25")).toBeInTheDocument();
  });

  it("offers an editor 'Re-run' on a failed pre-test, which runs it again", async () => {
    const idea = makePretestIdea();
    renderChips(idea, { status: "failed", scores: [], total: null, swap: null });
    expect(screen.getByText("Pre-test failed")).toBeVisible();
    const rerun = screen.getByRole("button", { name: "Re-run pre-test" });
    expect(rerun).toHaveTextContent("Re-run");
    await userEvent.click(rerun);
    expect(mutationCalls).toHaveBeenCalledWith("pretest/mutations:rerun", { ideaId: idea.id });
  });

  it("gives a viewer the failure but no Re-run", () => {
    renderChips(makePretestIdea(), {
      status: "failed",
      scores: [],
      total: null,
      swap: null,
      canEdit: false,
    });
    expect(screen.getByText("Pre-test failed")).toBeVisible();
    expect(screen.queryByRole("button", { name: /Re-run/ })).toBeNull();
  });

  it("adds 'Not ownable' when a competitor could run the idea unchanged", () => {
    const idea = makePretestIdea();
    const { unmount } = renderChips(idea, { swap: { ...SWAP, stillWorks: true } });
    expect(screen.getByText("Not ownable")).toBeVisible();
    unmount();
    renderChips(makePretestIdea(), { swap: SWAP });
    expect(screen.queryByText("Not ownable")).toBeNull();
  });

  it("shows nothing for an original idea with no pre-test yet", () => {
    const { container } = renderChips(makePretestIdea(), null);
    expect(container.querySelector(".pretest-chips")).toBeNull();
  });
});

describe("a sharpened version's badge", () => {
  beforeEach(() => {
    resetPretestStore();
    vi.clearAllMocks();
  });

  it("says 'v2 · sharpened for Brand linkage' and 'See v1' highlights the original", async () => {
    const original = makePretestIdea();
    const revision = makePretestIdea({
      version: 2,
      parentIdeaId: original.id,
      sharpenedFor: "brandLinkage",
    });
    render(
      <Theme>
        <article data-idea-id={original.id}>v1</article>
        <article data-idea-id={revision.id}>
          <PretestCardBadges idea={revision} />
        </article>
      </Theme>,
    );
    expect(screen.getByText("v2 · sharpened for Brand linkage")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "See v1" }));
    const card = screen.getByText("v1").closest("article");
    expect(card).toHaveClass(HIGHLIGHT_CLASS);
    expect(card).toHaveFocus();
  });

  it("says where the original is when it is not on the page", async () => {
    const revision = makePretestIdea({
      version: 2,
      parentIdeaId: makePretestIdea().id,
      sharpenedFor: "simplicity",
    });
    render(
      <Theme>
        <PretestCardBadges idea={revision} />
      </Theme>,
    );
    await userEvent.click(screen.getByRole("button", { name: "See v1" }));
    expect(toast).toHaveBeenCalledWith("v1 isn’t on screen", expect.anything());
  });

  it("is absent on an original", () => {
    const idea = makePretestIdea();
    renderChips(idea);
    const chips = screen.getByText("18/25").closest(".pretest-chips") as HTMLElement;
    expect(within(chips).queryByText(/^v\d/)).toBeNull();
    expect(screen.queryByRole("button", { name: /See v/ })).toBeNull();
  });
});
