import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { KEEP_SCROLL } from "@/lib/keepScroll";
import { ScrollManager } from "./ScrollManager";

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate("/next")}>next</button>
      <button onClick={() => void navigate("/next#pricing")}>hash</button>
      <button onClick={() => void navigate(-1)}>back</button>
      <button onClick={() => void navigate("/?thread=idea:1", { state: KEEP_SCROLL })}>
        panel
      </button>
    </>
  );
}

function scrollReaderTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("ScrollManager", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts a new page at its top and returns to the reader's place on Back", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/"]}>
        <ScrollManager />
        <Nav />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    scrollReaderTo(640);
    await act(async () => screen.getByRole("button", { name: "next" }).click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollReaderTo(90);
    await act(async () => screen.getByRole("button", { name: "back" }).click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("leaves a link to a #section to the page that owns the section", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/"]}>
        <ScrollManager />
        <Nav />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await act(async () => screen.getByRole("button", { name: "hash" }).click());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the reader's place when a side panel opens in the address", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/"]}>
        <ScrollManager />
        <Nav />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    scrollReaderTo(900);
    await act(async () => screen.getByRole("button", { name: "panel" }).click());
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
