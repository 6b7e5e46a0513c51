import { Component, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen } from "@testing-library/react";
import { lazyPage, usePageLoading } from "./lazyPage";

function Page() {
  return <h1>The page</h1>;
}

function deferred() {
  let resolve!: (value: typeof Page) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<typeof Page>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe("lazyPage", () => {
  it("renders a page whose code was preloaded at once, without the loading fallback", async () => {
    const page = lazyPage(() => Promise.resolve(Page));
    await page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component />
      </Suspense>,
    );
    // Synchronously after render: no tick in between for a fallback to show.
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("shows the fallback while the code downloads, and reports the wait", async () => {
    const code = deferred();
    const load = vi.fn(() => code.promise);
    const page = lazyPage(load);
    const loading = renderHook(() => usePageLoading());
    expect(loading.result.current).toBe(false);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component />
      </Suspense>,
    );
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    await act(async () => {});
    expect(loading.result.current).toBe(true);
    await act(async () => code.resolve(Page));
    expect(await screen.findByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(loading.result.current).toBe(false);
    // Preloading again reuses the downloaded code.
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hands a failed download to the error boundary, and a later preload tries again", async () => {
    const first = deferred();
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(Page);
    const page = lazyPage(load);
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <page.Component />
        </Suspense>
      </Boundary>,
    );
    await act(async () => first.reject(new Error("chunk gone")));
    expect(await screen.findByText("Failed: chunk gone")).toBeInTheDocument();
    await expect(page.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
