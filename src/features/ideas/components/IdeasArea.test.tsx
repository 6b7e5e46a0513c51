import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { ConvexError } from "convex/values";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { readPendingAction, resumePendingAction } from "@/lib/pendingActions/pendingActions";
import type { IdeasBrief, IdeaView, LegendIdeasView, PickedLegend } from "../lib/types";
import { LEGENDS, makeGroup, makeIdea } from "../testing/fixtures";
import { IdeasArea, type IdeasAreaProps } from "./IdeasArea";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function brief(overrides: Partial<IdeasBrief> = {}): IdeasBrief {
  return {
    savedId: "briefs:1",
    hasBrief: true,
    busy: false,
    ensureSaved: vi.fn(async () => "briefs:1"),
    ...overrides,
  };
}

function renderArea(props: Partial<IdeasAreaProps> = {}) {
  const handlers = {
    onChooseLegends: vi.fn(),
    onReselectLegends: vi.fn<(legends: PickedLegend[]) => void>(),
    onRequireSignIn: vi.fn(),
    onUpgrade: vi.fn(),
  };
  const all: IdeasAreaProps = {
    brief: brief(),
    legends: [LEGENDS.ogilvy, LEGENDS.clow],
    selection: <p>Chosen: {(props.legends ?? [LEGENDS.ogilvy, LEGENDS.clow]).length}</p>,
    signedIn: true,
    experimental: null,
    ...handlers,
    ...props,
  };
  const view = render(
    <Theme>
      <MemoryRouter>
        <IdeasArea {...all} />
      </MemoryRouter>
    </Theme>,
  );
  return { ...view, ...handlers, props: all };
}

const getIdeas = () => screen.getByRole("button", { name: "Get Creative Ideas" });

describe("Pick Your Legends", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
    setAuth({ isAuthenticated: true });
  });

  it("disables Get Creative Ideas with zero legends, and says why", async () => {
    const { onChooseLegends } = renderArea({ legends: [] });
    expect(getIdeas()).toBeDisabled();
    expect(screen.getByText("Choose at least one legend to pitch your brief.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Choose legends" }));
    expect(onChooseLegends).toHaveBeenCalledOnce();
  });

  it("disables it without a brief: nothing happens without a brief and a legend", async () => {
    const noBrief = brief({ hasBrief: false, savedId: null });
    renderArea({ brief: noBrief });
    expect(getIdeas()).toBeDisabled();
    expect(screen.getByText(/Write or open a brief first/)).toBeVisible();
    await userEvent.click(getIdeas());
    expect(noBrief.ensureSaved).not.toHaveBeenCalled();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("saves the brief when needed, then asks every chosen legend at once", async () => {
    mutationCalls.mockResolvedValue({ briefId: "briefs:2", jobs: [] });
    const unsaved = brief({ savedId: null, ensureSaved: vi.fn(async () => "briefs:2") });
    renderArea({ brief: unsaved });
    // The full price before the click: two legends' ideas and the collage each of the six draws.
    expect(getIdeas()).toHaveAccessibleDescription(
      "8 Legend Credits: 2 for the ideas (one per legend) and 6 for their collages (one per idea). Nothing is charged for a legend that can’t finish.",
    );
    await userEvent.click(getIdeas());
    expect(unsaved.ensureSaved).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenCalledWith("ideas/mutations:generate", {
        briefId: "briefs:2",
        legendIds: [LEGENDS.ogilvy.id, LEGENDS.clow.id],
      }),
    );
  });

  it("does nothing more when the brief could not be saved", async () => {
    const failing = brief({ savedId: null, ensureSaved: vi.fn(async () => null) });
    renderArea({ brief: failing });
    await userEvent.click(getIdeas());
    await waitFor(() => expect(getIdeas()).toBeEnabled());
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("sends an admin's Experimental Mode settings with the next generation", async () => {
    const experimental = {
      promptVersion: "legend-first-v2" as const,
      model: "gpt-5" as const,
      temperature: 0.4,
      reasoning: true,
    };
    renderArea({ experimental });
    expect(screen.getByText("Experimental Mode applies")).toBeVisible();
    await userEvent.click(getIdeas());
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenCalledWith(
        "ideas/mutations:generate",
        expect.objectContaining({ experimental }),
      ),
    );
  });

  it("keeps the legends for after sign-in, then reselects them and generates", async () => {
    setAuth({ isAuthenticated: false });
    const { onRequireSignIn, onReselectLegends, rerender, props } = renderArea({
      signedIn: false,
    });
    await userEvent.click(getIdeas());
    expect(onRequireSignIn).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith("Login Required", expect.anything());
    expect(mutationCalls).not.toHaveBeenCalled();
    expect(readPendingAction()).toMatchObject({
      action: "GENERATE_IDEAS",
      payload: { legends: [LEGENDS.ogilvy, LEGENDS.clow] },
    });

    // Signed in now (the page re-renders with the session).
    setAuth({ isAuthenticated: true });
    rerender(
      <Theme>
        <MemoryRouter>
          <IdeasArea {...props} signedIn />
        </MemoryRouter>
      </Theme>,
    );
    expect(resumePendingAction()).toBe("resumed");
    expect(onReselectLegends).toHaveBeenCalledWith([LEGENDS.ogilvy, LEGENDS.clow]);
    await waitFor(() =>
      expect(mutationCalls).toHaveBeenCalledWith(
        "ideas/mutations:generate",
        expect.objectContaining({ legendIds: [LEGENDS.ogilvy.id, LEGENDS.clow.id] }),
      ),
    );
  });

  it("opens the credits dialog when Legend Credits run out", async () => {
    const error = new ConvexError({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits. Get more Legend Credits to continue.",
    });
    mutationCalls.mockRejectedValue(error);
    const { onUpgrade } = renderArea();
    await userEvent.click(getIdeas());
    await waitFor(() => expect(onUpgrade).toHaveBeenCalledWith(error));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the spec's words when the whole request fails, with a retry", async () => {
    mutationCalls.mockRejectedValueOnce(new ConvexError({ code: "INTERNAL", message: "Boom" }));
    renderArea();
    await userEvent.click(getIdeas());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to generate creative ideas. Please try again.");
    mutationCalls.mockResolvedValue({ briefId: "briefs:1", jobs: [] });
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(mutationCalls).toHaveBeenCalledTimes(2);
  });
});

describe("ideas per legend", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    setAuth({ isAuthenticated: true });
  });

  it("shows each legend's job: waiting, working in words, done with its ideas", () => {
    renderArea();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [
        makeGroup(LEGENDS.ogilvy, {
          status: "queued",
          step: "David Ogilvy has the brief and will start shortly…",
        }),
        makeGroup(LEGENDS.clow, { status: "running", step: "Lee Clow is thinking…" }),
        makeGroup(LEGENDS.wells, { id: "generationJobs:1" as never }, [
          makeIdea({ legend: LEGENDS.wells, campaignName: "Flight of Fancy." }),
        ]),
      ],
    });
    const ogilvy = screen.getByRole("region", { name: "David Ogilvy" });
    expect(ogilvy).toHaveAttribute("data-job-status", "queued");
    expect(within(ogilvy).getByRole("status")).toHaveTextContent(
      "David Ogilvy has the brief and will start shortly…",
    );
    const clow = screen.getByRole("region", { name: "Lee Clow" });
    expect(within(clow).getByRole("status")).toHaveTextContent("Lee Clow is thinking…");
    const wells = screen.getByRole("region", { name: "Mary Wells Lawrence" });
    expect(within(wells).getByRole("status")).toHaveTextContent("Pitched 1 idea");
    expect(within(wells).getByRole("heading", { name: "Flight of Fancy." })).toBeVisible();
  });

  it("rotates the working legend's line like a studio at work", () => {
    vi.useFakeTimers();
    try {
      renderArea();
      setQueryResult("ideasByBrief", {
        briefId: "briefs:1",
        legends: [makeGroup(LEGENDS.clow, { status: "running", step: "Lee Clow is thinking…" })],
      });
      const status = () =>
        within(screen.getByRole("region", { name: "Lee Clow" })).getByRole("status");
      expect(status()).toHaveTextContent("Lee Clow is thinking…");
      act(() => {
        vi.advanceTimersByTime(2600);
      });
      expect(status()).toHaveTextContent("Lee Clow is sketching…");
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers 'Try again' on a failed legend, which retries that legend only", async () => {
    renderArea();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [
        makeGroup(LEGENDS.ogilvy, {
          id: "generationJobs:9" as never,
          status: "failed",
          errorMessage: "The AI service is unavailable right now.",
          canRetry: true,
        }),
        makeGroup(LEGENDS.clow, {}, [makeIdea({ legend: LEGENDS.clow })]),
      ],
    });
    const ogilvy = screen.getByRole("region", { name: "David Ogilvy" });
    expect(within(ogilvy).getByRole("alert")).toHaveTextContent(
      "David Ogilvy couldn’t finish these ideas.",
    );
    expect(within(ogilvy).getByRole("alert")).toHaveTextContent("Your credit was refunded.");
    await userEvent.click(within(ogilvy).getByRole("button", { name: "Try again" }));
    expect(mutationCalls).toHaveBeenCalledWith("ideas/mutations:retryLegend", {
      jobId: "generationJobs:9",
    });
    expect(
      within(screen.getByRole("region", { name: "Lee Clow" })).queryByRole("alert"),
    ).toBeNull();
  });

  it("says a timed-out legend's credit came back once, and offers 'Try again'", async () => {
    renderArea();
    const timedOut =
      "This took too long and was stopped. Your Legend Credits were returned; please try again.";
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [
        makeGroup(LEGENDS.ogilvy, {
          id: "generationJobs:7" as never,
          status: "failed",
          errorMessage: timedOut,
          canRetry: true,
        }),
      ],
    });
    const alert = within(screen.getByRole("region", { name: "David Ogilvy" })).getByRole("alert");
    expect(alert).toHaveTextContent(`David Ogilvy couldn’t finish these ideas. ${timedOut}`);
    expect(alert.textContent).not.toMatch(/refunded/);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(mutationCalls).toHaveBeenCalledWith("ideas/mutations:retryLegend", {
      jobId: "generationJobs:7",
    });
  });

  it("keeps earlier rounds behind a button so the newest pitch leads", async () => {
    renderArea();
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [
        makeGroup(LEGENDS.ogilvy, { id: "generationJobs:2" as never }, [
          makeIdea({ jobId: "generationJobs:2" as never, campaignName: "New one." }),
          makeIdea({ jobId: "generationJobs:1" as never, campaignName: "Old one." }),
        ]),
      ],
    });
    expect(screen.getByRole("heading", { name: "New one." })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Old one." })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show 1 earlier idea" }));
    expect(screen.getByRole("heading", { name: "Old one." })).toBeVisible();
  });

  it("renders a legend's new ideas without rendering the other legends' cards again", () => {
    const renderMedia = vi.fn((idea: IdeaView) => <p>Collage for {idea.campaignName}</p>);
    renderArea({ renderMedia });
    const ogilvy = makeIdea({ legend: LEGENDS.ogilvy, campaignName: "First in." });
    const clow = makeIdea({ legend: LEGENDS.clow, campaignName: "Second in." });
    // Each live answer arrives as new objects, as it does over the wire.
    const answer = (groups: LegendIdeasView[]) =>
      setQueryResult("ideasByBrief", structuredClone({ briefId: "briefs:1", legends: groups }));
    const running = makeGroup(LEGENDS.clow, { status: "running", step: "Lee Clow is thinking…" });
    answer([makeGroup(LEGENDS.ogilvy, {}, [ogilvy]), running]);
    expect(screen.getByText("Collage for First in.")).toBeVisible();
    const mediaFor = (id: string) => renderMedia.mock.calls.filter(([idea]) => idea.id === id);
    const before = mediaFor(ogilvy.id).length;

    answer([makeGroup(LEGENDS.ogilvy, {}, [ogilvy]), makeGroup(LEGENDS.clow, {}, [clow])]);
    expect(screen.getByRole("heading", { name: "Second in." })).toBeVisible();
    expect(screen.getByText("Collage for Second in.")).toBeVisible();
    expect(mediaFor(ogilvy.id)).toHaveLength(before);

    answer([
      makeGroup(LEGENDS.ogilvy, {}, [{ ...ogilvy, isFavorite: true }]),
      makeGroup(LEGENDS.clow, {}, [clow]),
    ]);
    expect(
      screen.getByRole("button", { name: "Remove from favourites: First in." }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(mediaFor(ogilvy.id).length).toBeGreaterThan(before);
  });

  it("shows no board for a brief that isn't saved yet", () => {
    renderArea({ brief: brief({ savedId: null }) });
    setQueryResult("ideasByBrief", {
      briefId: "briefs:1",
      legends: [makeGroup(LEGENDS.ogilvy)],
    });
    expect(screen.queryByRole("region", { name: "Ideas for this brief" })).toBeNull();
  });
});
