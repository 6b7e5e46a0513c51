import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Observed = { margin: string; callback: IntersectionObserverCallback };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ margin: options?.rootMargin ?? "", callback });
  }
  observe() {}
  disconnect() {}
}

function intersect(observed: Observed) {
  act(() =>
    observed.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  );
}

// The engagement flag lives in afterEngagement's module: a fresh copy per test.
async function renderSection(props: { eager?: boolean } = {}) {
  vi.resetModules();
  const { DeferredSection } = await import("./DeferredSection");
  render(
    <DeferredSection placeholder={<p>placeholder</p>} {...props}>
      <p>section</p>
    </DeferredSection>,
  );
}

describe("DeferredSection", () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("stays a placeholder while out of view, however long the page is idle", async () => {
    vi.useFakeTimers();
    await renderSection();
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    vi.useRealTimers();
    expect(screen.getByText("placeholder")).toBeInTheDocument();
    expect(screen.queryByText("section")).not.toBeInTheDocument();
  });

  it("renders when it enters the viewport", async () => {
    await renderSection();
    expect(observers.at(-1)?.margin).toBe("0px");
    intersect(observers.at(-1)!);
    expect(screen.getByText("section")).toBeInTheDocument();
  });

  it("looks further ahead once the visitor scrolls", async () => {
    await renderSection();
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(observers.at(-1)?.margin).toBe("800px 0px");
    intersect(observers.at(-1)!);
    expect(screen.getByText("section")).toBeInTheDocument();
  });

  it("renders at once when eager", async () => {
    await renderSection({ eager: true });
    expect(screen.getByText("section")).toBeInTheDocument();
  });
});
