import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/testing/renderWithRouter";
import { appRoutes } from "./router";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);

/** The app's routes with one extra page that always crashes. */
function routesWithBrokenPage(): RouteObject[] {
  function Broken(): never {
    throw new Error("boom");
  }
  const [root] = appRoutes;
  const [pages] = root.children ?? [];
  const broken: RouteObject = { path: "broken", Component: Broken };
  const pagesWithBroken = {
    ...pages,
    children: [...(pages.children ?? []), broken],
  } as RouteObject;
  return [{ ...root, children: [pagesWithBroken] } as RouteObject];
}

describe("app routes", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    // Pages start loading their lazy parts (the home page's sections) as they render; a test
    // file that ends meanwhile would see those imports fail after its environment is gone.
    await vi.dynamicImportSettled();
  });

  it("shows the layout with a page loader, then the home page", async () => {
    renderRoutes(appRoutes, "/");
    expect(within(screen.getByRole("main")).getByRole("status")).toHaveTextContent("Loading page…");
    expect(
      await screen.findByRole("heading", { level: 1, name: /campaigns worth running/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it.each([
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
  ])("serves %s", async (path, title) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(
      within(screen.getByRole("main")).getByText(/Last updated 21 November 2026/),
    ).toBeInTheDocument();
  });

  it.each([
    ["/pricing", "Hire the legends by the month."],
    ["/account", "Sign in to continue"],
    ["/subscription/success?session_id=cs_1", "Sign in to continue"],
    ["/credits/success?session_id=cs_1", "Sign in to continue"],
    ["/checkout/local/lcs_1", "Sign in to continue"],
    ["/billing/local-portal", "Sign in to continue"],
  ])("serves the billing page %s (signed out here)", async (path, title) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ["/login", "Sign in"],
    ["/register", "Create your account"],
    ["/reset-password", "Reset your password"],
  ])("serves the account page %s to visitors", async (path, formTitle) => {
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole("heading", { level: 2, name: formTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("shows the 404 page for an unknown address", async () => {
    renderRoutes(appRoutes, "/no-such-page");
    expect(await screen.findByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("contains a crashing page in the layout with retry and home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderRoutes(routesWithBrokenPage(), "/broken");

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();

    // Leaving the broken page clears the error: the next page renders.
    await userEvent.click(within(main).getByRole("link", { name: "Go home" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /campaigns worth running/i }),
    ).toBeInTheDocument();
  });
});

describe("pages and Convex's client (lib/deferredConvex)", () => {
  it("every page but home renders only with the client", async () => {
    const { pageNeedsBackend } = await import("./router");
    expect(pageNeedsBackend("/")).toBe(false);
    for (const path of [
      "/login",
      "/my-ideas",
      "/creative-legends/david-ogilvy",
      "/shared/x",
      "/nope",
    ]) {
      expect(pageNeedsBackend(path), path).toBe(true);
    }
  });
});
