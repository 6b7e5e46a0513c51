import { afterEach, describe, expect, it, vi } from "vitest";
import { act, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { useHashScroll } from "./useHashScroll";

const scrolled = vi.fn<(id: string) => void>();

function Page({ late }: { late: boolean }) {
  useHashScroll();
  const [mounted, setMounted] = useState(!late);
  return (
    <>
      <div id="brief-form-section" ref={spy} />
      <button type="button" onClick={() => setMounted(true)}>
        load
      </button>
      {mounted ? <section id="pricing" ref={spy} /> : null}
    </>
  );
}

/** Past the next two frames: a scroll the hook had scheduled (it scrolls in a frame) has run. */
const afterFrames = () =>
  act(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

function spy(element: HTMLElement | null) {
  if (element) element.scrollIntoView = () => scrolled(element.id);
}

describe("anchors on the home page", () => {
  afterEach(() => scrolled.mockReset());

  it("scrolls to a section that is already there", async () => {
    renderWithRouter(<Page late={false} />, { path: "/#brief-form-section" });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith("brief-form-section"));
  });

  it("waits for a lazy section to mount, then scrolls to it", async () => {
    const view = renderWithRouter(<Page late />, { path: "/#pricing" });
    await afterFrames();
    expect(scrolled).not.toHaveBeenCalled();
    act(() => view.getByRole("button", { name: "load" }).click());
    await waitFor(() => expect(scrolled).toHaveBeenCalledExactlyOnceWith("pricing"));
  });

  it("follows a new anchor while the page is open, and ignores none or a malformed one", async () => {
    const view = renderWithRouter(<Page late={false} />, { path: "/" });
    await act(() => view.router.navigate("/#%E0%A4%A"));
    await afterFrames();
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => view.router.navigate("/#pricing"));
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith("pricing"));
  });
});
