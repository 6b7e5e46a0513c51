import type { ComponentProps } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import userEvent from "@testing-library/user-event";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { ADMIN_METADATA, LEGENDS, makeGroup, makeIdea } from "@/features/ideas/testing/fixtures";
import { writeSelectedLegends } from "@/features/legends/lib/selectionStore";
import type { Id } from "../../../../convex/_generated/dataModel";
import { IdeasSection } from "./IdeasSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderSection(extra: Partial<ComponentProps<typeof IdeasSection>> = {}) {
  return render(
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
          {...extra}
        />
      </MemoryRouter>
    </Theme>,
  );
}

describe("the ideas under the home page's brief", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("shows the legends chosen on the page, and Get Creative Ideas enabled with them", () => {
    writeSelectedLegends([{ ...LEGENDS.ogilvy, label: "The Father of Advertising" }]);
    renderSection();
    const panel = screen.getByRole("region", { name: "Pick Your Legends" });
    expect(within(panel).getByRole("link", { name: "David Ogilvy" })).toBeVisible();
    expect(within(panel).getByRole("button", { name: "Get Creative Ideas" })).toBeEnabled();
  });

  it("shows who else is on the saved brief and what they are generating", () => {
    renderSection();
    setQueryResult("presence.onBrief", [
      { userId: "users:1", name: "Ada Lovelace", initials: "AL", isYou: true },
      { userId: "users:2", name: "Grace Hopper", initials: "GH", isYou: false },
    ]);
    setQueryResult("presence.activity", [
      {
        jobId: "generationJobs:1",
        userId: "users:2",
        name: "Grace Hopper",
        legendName: "Bill Bernbach",
        isYou: false,
      },
    ]);
    expect(
      screen.getByRole("group", { name: "On this brief now: You, Grace Hopper" }),
    ).toBeVisible();
    expect(screen.getByText("Grace Hopper is generating ideas with Bill Bernbach…")).toBeVisible();
  });

  it("shows the Generation Metadata card to admins, whose ideas carry metadata", () => {
    renderSection();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy, {}, [makeIdea({ generationMetadata: ADMIN_METADATA })])],
    });
    const board = screen.getByRole("region", { name: "Ideas for this brief" });
    expect(within(board).getByText("Generation Metadata")).toBeVisible();
  });

  it("says once, above the board, that the built-in studio wrote the ideas, with a help link", () => {
    renderSection();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [
        makeGroup(LEGENDS.ogilvy, {}, [
          makeIdea({ id: "ideas:1" as Id<"ideas"> }),
          makeIdea({ id: "ideas:2" as Id<"ideas"> }),
        ]),
      ],
    });
    const board = screen.getByRole("region", { name: "Ideas for this brief" });
    expect(within(board).getAllByRole("article")).toHaveLength(2);
    const notes = within(board).getAllByText(/Written by the built-in studio/);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent(
      "Written by the built-in studio — connect an AI provider for full creative power.",
    );
    expect(within(board).getByRole("link", { name: "Learn more" })).toHaveAttribute(
      "href",
      "/help/built-in-studio",
    );
    expect(board.textContent).not.toMatch(/API_KEY|Offline studio/);
  });

  it("shows no metadata card to anyone else (the server sends them null)", () => {
    renderSection();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy, {}, [makeIdea({ generationMetadata: null })])],
    });
    const board = screen.getByRole("region", { name: "Ideas for this brief" });
    expect(within(board).getByRole("article")).toBeVisible();
    expect(within(board).queryByText("Generation Metadata")).toBeNull();
  });

  it("puts each idea's collage and 'Generate visual' in its card", () => {
    renderSection();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy, {}, [makeIdea({ generationMetadata: null })])],
    });
    const card = within(screen.getByRole("region", { name: "Ideas for this brief" })).getByRole(
      "article",
    );
    expect(within(card).getByRole("button", { name: "Generate visual" })).toBeVisible();
  });
});

const COLLAGE = {
  ideaId: "ideas:1",
  status: "ready",
  urls: [1, 2, 3].map((n) => `/api/media/${String(n).padStart(32, "k")}`),
  jobId: null,
  step: null,
  errorCode: null,
  errorMessage: null,
  provider: null,
};

describe("the collage's Share", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
  });

  function showIdea(extra: Partial<ComponentProps<typeof IdeasSection>> = {}) {
    renderSection({ autoThumbnails: false, ...extra });
    const idea = makeIdea({ generationMetadata: null });
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy, {}, [idea])],
    });
    setQueryResult("thumbnails", { ...COLLAGE, ideaId: idea.id });
    return { idea, board: screen.getByRole("region", { name: "Ideas for this brief" }) };
  }

  it("makes the idea's public link and copies it", async () => {
    const user = userEvent.setup();
    setAuth({ isAuthenticated: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const shareUrl = "http://localhost:5173/shared/abcdefghijklmnopqrstuv";
    mutationCalls.mockResolvedValue({ shareId: "abcdefghijklmnopqrstuv", shareUrl });
    const { idea, board } = showIdea();
    await user.click(within(board).getByRole("button", { name: "Share" }));
    expect(mutationCalls).toHaveBeenCalledWith("shareLinks/mutations:share", { ideaId: idea.id });
    expect(writeText).toHaveBeenCalledWith(shareUrl);
    expect(toast.success).toHaveBeenCalledWith("Link copied", expect.anything());
  });

  it("is not offered to a viewer", () => {
    setAuth({ isAuthenticated: true });
    const { board } = showIdea({ readOnlyReason: "Only editors can generate." });
    expect(within(board).queryByRole("button", { name: "Share" })).toBeNull();
  });
});

describe("the ideas under a brief shared with the caller as a viewer", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("keeps Get Creative Ideas and Generate visual off, saying why", () => {
    writeSelectedLegends([{ ...LEGENDS.ogilvy, label: "The Father of Advertising" }]);
    const reason = "Only editors can generate ideas and visuals on this brief.";
    renderSection({ readOnlyReason: reason, autoThumbnails: false });
    const panel = screen.getByRole("region", { name: "Pick Your Legends" });
    expect(within(panel).getByRole("button", { name: "Get Creative Ideas" })).toBeDisabled();
    expect(within(panel).getByText(reason)).toBeVisible();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy, {}, [makeIdea()])],
    });
    const board = screen.getByRole("region", { name: "Ideas for this brief" });
    expect(within(board).getByRole("button", { name: "Generate visual" })).toBeDisabled();
  });
});
