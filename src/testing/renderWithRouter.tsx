import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";

/**
 * Renders the given routes inside the app's theme with an in-memory data
 * router, so links and navigation work without a
 * browser URL. No Convex client: components that read auth mock `convex/react`.
 */
export function renderRoutes(routes: RouteObject[], path = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Theme>
      <RouterProvider router={router} />
    </Theme>,
  );
  return { ...result, router };
}

/** Renders one element as the page at `path`. */
export function renderWithRouter(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  return renderRoutes([{ path: "*", element: ui }], path);
}
