import { beforeEach, afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { resetThumbnailRequests } from "../lib/thumbnailRequests";
import { HERO, URLS, flush, idea, started, view } from "../testing/fixtures";
import { IdeaCollage, type IdeaCollageProps } from "./IdeaCollage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderCollage(props: Partial<IdeaCollageProps> = {}) {
  return render(
    <Theme>
      <IdeaCollage idea={idea} {...props} />
    </Theme>,
  );
}

const regenerateButton = () => screen.getByRole("button", { name: /Regenerat/ });

describe("IdeaCollage", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetConvexAuthMock();
    resetThumbnailRequests();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows three placeholders in the collage layout while the first images are drawn", async () => {
    mutationCalls.mockResolvedValue(started("job1"));
    renderCollage();
    expect(screen.getAllByTestId("collage-placeholder")).toHaveLength(3);
    setQueryResult("thumbnails", view());
    await flush();
    setQueryResult(
      "thumbnails",
      view({ status: "running", jobId: "job1", step: "Sketching the collage…" }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Sketching the collage…");
    expect(screen.getAllByTestId("collage-placeholder")).toHaveLength(3);
  });

  it("lays the idea's lines over the images with the spec's full stop", () => {
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
    render(
      <Theme>
        <IdeaCollage
          idea={{ ...idea, headline: "Why wait for coffee?", concept: "Morning, delivered" }}
          tagline="Northbound Morning Box"
        />
      </Theme>,
    );
    const [hero, headline, concept] = screen.getAllByRole("figure");
    expect(within(hero).getByText("Wake up to the good stuff.")).toBeInTheDocument();
    expect(within(hero).getByText("Northbound Morning Box")).toBeInTheDocument();
    expect(within(hero).getByRole("img")).toHaveAttribute("src", HERO);
    expect(within(hero).getByRole("img")).toHaveAttribute("loading", "lazy");
    expect(within(headline).getByText("Why wait for coffee?")).toBeInTheDocument();
    expect(within(concept).getByText("Morning, delivered")).toBeInTheDocument();
    expect(screen.getByAltText("Hero image for the campaign Wake up to the good stuff.")).toBe(
      within(hero).getByRole("img"),
    );
  });

  describe("share", () => {
    it("is disabled without images and while sharing", async () => {
      let finish: () => void = () => {};
      const onShare = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      mutationCalls.mockReturnValue(new Promise(() => {}));
      renderCollage({ onShare });
      setQueryResult("thumbnails", view());
      await flush();
      expect(screen.getByRole("button", { name: "Share" })).toBeDisabled();

      setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
      await flush();
      const share = screen.getByRole("button", { name: "Share" });
      expect(share).toBeEnabled();
      fireEvent.click(share);
      expect(onShare).toHaveBeenCalledOnce();
      expect(screen.getByRole("button", { name: "Sharing…" })).toBeDisabled();
      await act(async () => finish());
      expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();
    });

    it("is not offered until the page gives it something to do", () => {
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
      renderCollage();
      expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    });
  });

  describe("regenerate", () => {
    beforeEach(() => {
      sessionStorage.setItem(
        "legendary.thumbnails.idea1",
        JSON.stringify({ urls: URLS, timestamp: Date.now(), version: 1 }),
      );
    });

    it("locks for 35 seconds at most while the new images are drawn", async () => {
      mutationCalls.mockResolvedValue(started("job2"));
      renderCollage();
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
      fireEvent.click(regenerateButton());
      expect(sessionStorage.getItem("legendary.thumbnails.idea1")).toBeNull();
      await flush();
      expect(mutationCalls).toHaveBeenCalledWith("visuals/mutations:requestThumbnails", {
        ideaId: idea.id,
        refresh: true,
      });
      setQueryResult("thumbnails", view({ status: "running", jobId: "job2", urls: URLS }));
      expect(regenerateButton()).toBeDisabled();
      expect(regenerateButton()).toHaveTextContent("Regenerating…");
      expect(screen.getAllByRole("img")).toHaveLength(3); // the old collage stays in view
      await flush(34_999);
      expect(regenerateButton()).toBeDisabled();
      await flush(1);
      expect(regenerateButton()).toBeEnabled();
      expect(regenerateButton()).toHaveTextContent("Regenerate · 1 credit");
      expect(screen.getByRole("status")).toBeInTheDocument(); // still drawing
    });

    it("unlocks as soon as loading ends", async () => {
      mutationCalls.mockResolvedValue(started("job2"));
      renderCollage();
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
      fireEvent.click(regenerateButton());
      await flush();
      setQueryResult("thumbnails", view({ status: "running", jobId: "job2", urls: URLS }));
      await flush(3000);
      expect(regenerateButton()).toBeDisabled();
      const fresh = ["/api/media/n1", "/api/media/n2", "/api/media/n3"];
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job2", urls: fresh }));
      await flush();
      expect(regenerateButton()).toBeEnabled();
      expect(screen.getAllByRole("img")[0]).toHaveAttribute("src", fresh[0]);
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });
  });

  it("says credits ran out in the spec's words and opens the upgrade path", async () => {
    const error = new ConvexError({ code: "INSUFFICIENT_CREDITS", message: "No credits" });
    mutationCalls.mockRejectedValue(error);
    const onInsufficientCredits = vi.fn();
    renderCollage({ onInsufficientCredits });
    setQueryResult("thumbnails", view());
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Insufficient credits for thumbnail generation",
    );
    expect(onInsufficientCredits).toHaveBeenCalledExactlyOnceWith(error);
  });

  it("after 5 failed attempts offers to try again", async () => {
    mutationCalls.mockRejectedValue(new Error("offline"));
    renderCollage();
    setQueryResult("thumbnails", view());
    await flush(4000);
    expect(mutationCalls).toHaveBeenCalledTimes(5);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to generate thumbnails. Please try again.",
    );
    mutationCalls.mockResolvedValue(started("job9"));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await flush();
    expect(mutationCalls).toHaveBeenCalledTimes(6);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("without autoGenerate offers to generate, saying what it costs", async () => {
    mutationCalls.mockReturnValue(new Promise(() => {}));
    renderCollage({ autoGenerate: false });
    setQueryResult("thumbnails", view());
    await flush();
    expect(screen.getByText("Uses 1 Legend Credit")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Generate thumbnails" }));
    await flush();
    expect(mutationCalls).toHaveBeenCalledOnce();
    expect(screen.getAllByTestId("collage-placeholder")).toHaveLength(3);
  });

  it("puts no provider label on each collage (the board says it once)", () => {
    setQueryResult(
      "thumbnails",
      view({ status: "ready", jobId: "job1", urls: URLS, provider: "offline-studio" }),
    );
    renderCollage();
    expect(screen.getAllByRole("img")).not.toHaveLength(0);
    expect(screen.queryByText(/Offline studio|built-in studio|API_KEY|API_TOKEN/)).toBeNull();
  });
});

describe("IdeaCollage for a viewer of a shared brief", () => {
  const reason = "Only editors can generate ideas and visuals on this brief.";
  beforeEach(() => {
    vi.useFakeTimers();
    resetConvexAuthMock();
    resetThumbnailRequests();
    sessionStorage.clear();
  });

  it("asks for nothing, says why its buttons are off, and still shows a drawing in progress", async () => {
    setQueryResult("thumbnails", view());
    renderCollage({ readOnlyReason: reason });
    await flush();
    expect(screen.getByRole("button", { name: "Generate thumbnails" })).toBeDisabled();
    expect(screen.getByText(reason)).toBeVisible();
    // The owner starts drawing: the viewer watches it, without joining it.
    setQueryResult(
      "thumbnails",
      view({ status: "running", jobId: "job1", step: "Sketching the collage…" }),
    );
    await flush();
    expect(screen.getByRole("status")).toHaveTextContent("Sketching the collage…");
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
    await flush();
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /Regenerat/ })).toBeNull();
    expect(mutationCalls).not.toHaveBeenCalled();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
});
