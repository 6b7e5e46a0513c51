import { useLayoutEffect, type ReactElement } from "react";
import { render } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  type To,
} from "react-router-dom";

/** What a test may read of the router, and how it may move it. */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To, options?: { replace?: boolean }) => Promise<void>;
};

/**
 * Renders the given routes inside the app's theme with the same declarative router as the app
 * (in memory, so no browser URL): `navigate` from it changes with every address, as it does in
 * the app, so an effect that depends on it is tested as it runs. No Convex client: components
 * that read auth mock `convex/react`.
 */
export function renderRoutes(routes: RouteObject[], path = "/") {
  let navigate: NavigateFunction | null = null;
  const router = {
    navigate: async (to: To, options?: { replace?: boolean }) => {
      if (!navigate) throw new Error("The router has not rendered yet.");
      await navigate(to, options);
    },
  } as TestRouter;
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const current = useNavigate();
    useLayoutEffect(() => {
      router.state = { location, historyAction };
      navigate = current;
    });
    return null;
  }
  function Routes() {
    return useRoutes(routes);
  }
  const result = render(
    <Theme>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes />
      </MemoryRouter>
    </Theme>,
  );
  return { ...result, router };
}

/** Renders one element as the page at `path`. */
export function renderWithRouter(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  return renderRoutes([{ path: "*", element: ui }], path);
}
