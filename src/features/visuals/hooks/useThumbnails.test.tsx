import { StrictMode, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { THUMBNAIL_CACHE } from "../../../../shared/constants";
import { thumbnailCacheKey } from "../lib/thumbnailCache";
import { resetThumbnailRequests } from "../lib/thumbnailRequests";
import { IDEA_ID, URLS, flush, started, view } from "../testing/fixtures";
import { useThumbnails, type UseThumbnailsOptions } from "./useThumbnails";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const REQUEST = "visuals/mutations:requestThumbnails";
const HOUR = 60 * 60 * 1000;
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function renderThumbnails(options: UseThumbnailsOptions = {}) {
  return renderHook(() => useThumbnails(IDEA_ID, options), { wrapper: strict });
}

function storeCache(entry: { urls: string[]; timestamp: number; version: number }) {
  sessionStorage.setItem(thumbnailCacheKey(IDEA_ID), JSON.stringify(entry));
}

const requests = () => mutationCalls.mock.calls.filter(([name]) => name === REQUEST);

describe("useThumbnails", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetConvexAuthMock();
    resetThumbnailRequests();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe("session cache (1 hour, version 1)", () => {
    it("uses a fresh entry first, before the server answers, and asks for nothing", async () => {
      storeCache({ urls: URLS, timestamp: Date.now() - (HOUR - 60_000), version: 1 });
      const { result } = renderThumbnails();
      expect(result.current).toMatchObject({ status: "success", urls: URLS });
      setQueryResult("thumbnails", view());
      await flush();
      expect(result.current).toMatchObject({ status: "success", urls: URLS });
      expect(requests()).toHaveLength(0);
    });

    it.each([
      ["older than an hour", { timestamp: Date.now() - HOUR - 1, version: 1 }],
      ["of another version", { timestamp: Date.now(), version: THUMBNAIL_CACHE.version + 1 }],
    ])("ignores an entry %s and asks the server", async (_case, entry) => {
      storeCache({ urls: ["/api/media/old"], ...entry });
      const { result } = renderThumbnails();
      expect(result.current.status).toBe("loading");
      expect(result.current.urls).toEqual([]);
      mutationCalls.mockReturnValue(new Promise(() => {}));
      setQueryResult("thumbnails", view());
      await flush();
      expect(requests()).toEqual([[REQUEST, { ideaId: IDEA_ID }]]);
    });

    it("stores what the server holds as { urls, timestamp, version }", async () => {
      const { result } = renderThumbnails();
      setQueryResult("thumbnails", view({ status: "ready", urls: URLS, jobId: "job1" }));
      await flush();
      expect(result.current).toMatchObject({ status: "success", urls: URLS });
      expect(requests()).toHaveLength(0);
      const stored = JSON.parse(sessionStorage.getItem(thumbnailCacheKey(IDEA_ID)) ?? "null");
      expect(stored).toEqual({ urls: URLS, timestamp: Date.now(), version: 1 });
    });
  });

  it("generates the first time and follows the job live to success", async () => {
    mutationCalls.mockResolvedValue(started("job1"));
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", view());
    await flush();
    expect(requests()).toHaveLength(1);
    setQueryResult(
      "thumbnails",
      view({ status: "running", jobId: "job1", step: "1 of 3 images ready…" }),
    );
    expect(result.current).toMatchObject({ status: "loading", step: "1 of 3 images ready…" });
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
    await flush();
    expect(result.current).toMatchObject({ status: "success", urls: URLS, error: null });
    expect(sessionStorage.getItem(thumbnailCacheKey(IDEA_ID))).toContain(URLS[0]);
  });

  it("joins a generation already running instead of asking again", async () => {
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", view({ status: "running", jobId: "job7" }));
    await flush();
    expect(result.current.status).toBe("loading");
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job7", urls: URLS }));
    await flush();
    expect(result.current).toMatchObject({ status: "success", urls: URLS });
    expect(requests()).toHaveLength(0);
  });

  it("retries a failing request 5 times, 1 second apart, then shows the spec's text", async () => {
    mutationCalls.mockRejectedValue(new Error("network down"));
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", view());
    await flush();
    expect(requests()).toHaveLength(1);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await flush(999);
      expect(requests()).toHaveLength(attempt - 1);
      expect(result.current.status).toBe("loading");
      await flush(1);
      expect(requests()).toHaveLength(attempt);
      if (attempt < 5) expect(result.current).toMatchObject({ status: "loading", attempt });
    }
    await flush(5000);
    expect(requests()).toHaveLength(5);
    expect(result.current).toMatchObject({
      status: "error",
      error: "Failed to generate thumbnails. Please try again.",
    });
  });

  it("retries an empty result and a failed job, and stops once images arrive", async () => {
    let calls = 0;
    mutationCalls.mockImplementation(async () => {
      calls += 1;
      return calls === 1
        ? { jobId: null, status: "ready", started: false }
        : started(`job${calls}`);
    });
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", view());
    await flush();
    expect(requests()).toHaveLength(1); // answered "ready" with no images: empty
    await flush(1000);
    expect(requests()).toHaveLength(2);
    setQueryResult("thumbnails", view({ status: "failed", jobId: "job2", errorCode: "TIMEOUT" }));
    await flush(1000);
    expect(requests()).toHaveLength(3);
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job3", urls: URLS }));
    await flush(5000);
    expect(result.current).toMatchObject({ status: "success", urls: URLS });
    expect(requests()).toHaveLength(3);
  });

  it("402: says credits ran out, opens the upgrade path, and does not retry", async () => {
    const error = new ConvexError({ code: "INSUFFICIENT_CREDITS", message: "No credits" });
    mutationCalls.mockRejectedValue(error);
    const onInsufficientCredits = vi.fn();
    const { result } = renderThumbnails({ onInsufficientCredits });
    setQueryResult("thumbnails", view());
    await flush(5000);
    expect(result.current).toMatchObject({
      status: "error",
      error: "Insufficient credits for thumbnail generation",
    });
    expect(onInsufficientCredits).toHaveBeenCalledExactlyOnceWith(error);
    expect(requests()).toHaveLength(1);
  });

  it("422: flagged content ends it with the spec's text", async () => {
    mutationCalls.mockResolvedValue(started("job1"));
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", view());
    await flush();
    setQueryResult(
      "thumbnails",
      view({ status: "failed", jobId: "job1", errorCode: "CONTENT_FLAGGED" }),
    );
    await flush(5000);
    expect(result.current.error).toBe(
      "Unable to generate thumbnails. The content may have been flagged as inappropriate.",
    );
    expect(requests()).toHaveLength(1);
  });

  it("an unexpected failure of the live query says so, and retry subscribes again", async () => {
    const { result } = renderThumbnails();
    setQueryResult("thumbnails", new Error("boom"));
    expect(result.current).toMatchObject({
      status: "error",
      error: "An unexpected error occurred",
    });
    await act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
    await flush();
    expect(result.current).toMatchObject({ status: "success", urls: URLS });
    expect(requests()).toHaveLength(0);
  });

  it("sends one request per idea at a time, however many ask", async () => {
    let answer: (value: unknown) => void = () => {};
    mutationCalls.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = renderThumbnails();
    const second = renderThumbnails();
    setQueryResult("thumbnails", view());
    await flush();
    void first.result.current.regenerate();
    void second.result.current.regenerate();
    await flush();
    expect(requests()).toHaveLength(1);
    answer(started("job1"));
    setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
    await flush();
    expect(first.result.current.status).toBe("success");
    expect(second.result.current.status).toBe("success");
    expect(requests()).toHaveLength(1);
  });

  it("without autoGenerate waits idle until asked", async () => {
    mutationCalls.mockReturnValue(new Promise(() => {}));
    const { result } = renderThumbnails({ autoGenerate: false });
    setQueryResult("thumbnails", view());
    await flush(5000);
    expect(result.current.status).toBe("idle");
    expect(requests()).toHaveLength(0);
    void result.current.generate();
    await flush();
    expect(result.current.status).toBe("loading");
    expect(requests()).toEqual([[REQUEST, { ideaId: IDEA_ID }]]);
  });

  describe("regenerate", () => {
    it("clears the cache, asks with refresh, and keeps the old images in view meanwhile", async () => {
      storeCache({ urls: URLS, timestamp: Date.now(), version: 1 });
      mutationCalls.mockResolvedValue(started("job2"));
      const { result } = renderThumbnails();
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job1", urls: URLS }));
      await flush();
      void result.current.regenerate();
      expect(sessionStorage.getItem(thumbnailCacheKey(IDEA_ID))).toBeNull();
      await flush();
      expect(requests()).toEqual([[REQUEST, { ideaId: IDEA_ID, refresh: true }]]);
      setQueryResult("thumbnails", view({ status: "running", jobId: "job2", urls: URLS }));
      expect(result.current).toMatchObject({ status: "loading", regenerating: true, urls: URLS });
      const fresh = ["/api/media/n1", "/api/media/n2", "/api/media/n3"];
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job2", urls: fresh }));
      await flush();
      expect(result.current).toMatchObject({ status: "success", urls: fresh });
      expect(sessionStorage.getItem(thumbnailCacheKey(IDEA_ID))).toContain("/api/media/n1");
    });

    it("after 5 failed attempts says regenerating failed, still showing the old collage", async () => {
      let calls = 0;
      mutationCalls.mockImplementation(async () => started(`job${(calls += 1)}`));
      const { result } = renderThumbnails();
      setQueryResult("thumbnails", view({ status: "ready", jobId: "job0", urls: URLS }));
      await flush();
      void result.current.regenerate();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await flush();
        expect(requests()).toHaveLength(attempt);
        expect(requests().at(-1)?.[1]).toEqual({ ideaId: IDEA_ID, refresh: true });
        setQueryResult(
          "thumbnails",
          view({ status: "failed", jobId: `job${attempt}`, urls: URLS, errorCode: "UNAVAILABLE" }),
        );
        await flush(1000);
      }
      expect(result.current).toMatchObject({
        status: "error",
        error: "Failed to regenerate thumbnails. Please try again.",
        urls: URLS,
      });
    });
  });
});
