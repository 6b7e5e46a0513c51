import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { capturePrerenderedPage, PrerenderedPage, resetPrerenderedPage } from "./prerenderedPage";

/** #root as a prerendered profile leaves it before the app's first render. */
function prerenderedRoot(path: string) {
  const root = document.createElement("div");
  root.innerHTML = `<header>Legendary</header><main><div data-prerendered-page="${path}" inert aria-hidden="true"><h1 class="profile-title">David Ogilvy</h1><img src="/legends/david-ogilvy.svg" alt=""></div></main>`;
  return root;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PrerenderedPage fallback={<p>Loading legend…</p>} />
    </MemoryRouter>,
  );

describe("PrerenderedPage", () => {
  afterEach(resetPrerenderedPage);

  it("puts the prerendered elements themselves back while the page loads", () => {
    const root = prerenderedRoot("/creative-legends/david-ogilvy");
    const title = root.querySelector("h1");
    capturePrerenderedPage(root);
    const { container } = renderAt("/creative-legends/david-ogilvy");
    // The same element, not a copy: laid out and with its image already loaded.
    expect(container.querySelector("h1")).toBe(title);
    const holder = container.querySelector("[data-prerendered-page]");
    expect(holder).toHaveAttribute("inert");
    expect(holder).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByText("Loading legend…")).not.toBeInTheDocument();
  });

  it("shows the fallback on any other address", () => {
    capturePrerenderedPage(prerenderedRoot("/creative-legends/david-ogilvy"));
    const { container } = renderAt("/creative-legends/bill-bernbach");
    expect(screen.getByText("Loading legend…")).toBeInTheDocument();
    expect(container.querySelector("h1")).toBeNull();
  });

  it("hides a retired copy at once and takes it apart a piece per task", async () => {
    const root = prerenderedRoot("/creative-legends/david-ogilvy");
    capturePrerenderedPage(root);
    const view = (retired: boolean) => (
      <MemoryRouter initialEntries={["/creative-legends/david-ogilvy"]}>
        <PrerenderedPage fallback={<p>Loading legend…</p>} retired={retired} />
      </MemoryRouter>
    );
    const { container, rerender } = render(view(false));
    const holder = container.querySelector("[data-prerendered-page]");
    expect(holder?.childNodes.length).toBeGreaterThan(0);
    rerender(view(true));
    expect(holder).not.toBeVisible();
    // The same element, emptied over the next tasks rather than in one go.
    expect(container.querySelector("[data-prerendered-page]")).toBe(holder);
    expect(holder?.childNodes.length).toBeGreaterThan(0);
    await waitFor(() => expect(holder?.childNodes).toHaveLength(0));
    expect(screen.queryByText("Loading legend…")).not.toBeInTheDocument();
  });

  it("shows the fallback when the visit did not begin with a prerendered page", () => {
    capturePrerenderedPage(document.createElement("div"));
    renderAt("/creative-legends/david-ogilvy");
    expect(screen.getByText("Loading legend…")).toBeInTheDocument();
  });
});
