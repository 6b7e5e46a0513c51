import { Suspense, type ComponentType } from "react";
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { PageLoader } from "@/components/feedback/PageLoader";
import { lazyPage, type LazyPage } from "@/lib/lazyPage";
import { BackendScope } from "@/lib/deferredConvex/BackendScope";
import { isBackendConfigured, loadBackend } from "@/lib/deferredConvex/loader";
import { RootLayout } from "./routes/RootLayout";
import { RouteErrorBoundary } from "./routes/RouteErrorBoundary";
import { ScrollManager } from "./routes/ScrollManager";

/**
 * Every page is its own chunk (src/lib/lazyPage.tsx). The declarative router, not a data router:
 * no page uses loaders or actions, and that machinery is about 15 KiB gzip of every first load.
 * boot.tsx fetches the first page's code before the first render (preloadPage).
 */

type PageHandle = LazyPage & { needsBackend: boolean };

/**
 * A page route: its path and its lazily loaded component, kept on the route as its `handle`.
 * Every page but home renders once Convex's client is here (lib/deferredConvex: a visitor's
 * home page does without it until they engage).
 */
function page(
  path: string | undefined,
  load: () => Promise<ComponentType>,
  { needsBackend = true } = {},
): RouteObject {
  const lazy = lazyPage(load);
  const handle: PageHandle = { ...lazy, needsBackend };
  const element = needsBackend ? (
    <BackendScope>
      <lazy.Component />
    </BackendScope>
  ) : (
    <lazy.Component />
  );
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

// The billing pages share one chunk, reached through a tiny loader (see loadBillingPage.ts).
const billingRoutes = [
  "pricing",
  "subscription/success",
  "credits/success",
  "checkout/local/:sessionId",
  "billing/local-portal",
  "account",
].map((path) =>
  page(path, () => import("./routes/billing/loadBillingPage").then((m) => m.loadBillingPage(path))),
);

/**
 * Where pages render: inside the layout, a page's error or loading screen keeps the header and
 * footer usable; outside it (`bare`) the error screen brings its own <main>.
 */
function PageOutlet({ bare = false }: { bare?: boolean }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} bare={bare}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Only reached if the layout itself fails; each page has its own boundary inside it. */
function LayoutRoute() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} bare>
      <ScrollManager />
      <RootLayout />
    </RouteErrorBoundary>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <LayoutRoute />,
    children: [
      {
        element: <PageOutlet />,
        children: [
          page(undefined, () => import("./routes/HomePage").then((m) => m.HomePage), {
            needsBackend: false,
          }),
          page("login", () => import("./routes/auth/LoginPage").then((m) => m.LoginPage)),
          page("register", () => import("./routes/auth/RegisterPage").then((m) => m.RegisterPage)),
          page("reset-password", () =>
            import("./routes/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage),
          ),
          page("creative-legends/:slug", () =>
            import("./routes/legends/LegendProfilePage").then((m) => m.LegendProfilePage),
          ),
          page("my-ideas", () => import("./routes/ideas/MyIdeasPage").then((m) => m.MyIdeasPage)),
          page("idea-page/:id", () =>
            import("./routes/campaigns/CampaignPage").then((m) => m.CampaignPage),
          ),
          page("decks/:id", () => import("./routes/decks/DeckPage").then((m) => m.DeckPage)),
          page("brands/manage", () =>
            import("./routes/brands/BrandsManagePage").then((m) => m.BrandsManagePage),
          ),
          page("dashboard", () =>
            import("./routes/dashboard/DashboardPage").then((m) => m.DashboardPage),
          ),
          page("my-decks", () => import("./routes/decks/MyDecksPage").then((m) => m.MyDecksPage)),
          page("discovery", () =>
            import("./routes/discovery/DiscoveryPage").then((m) => m.DiscoveryPage),
          ),
          page("discovery/:sessionId", () =>
            import("./routes/discovery/DiscoverySessionPage").then((m) => m.DiscoverySessionPage),
          ),
          page("invite/:token", () =>
            import("./routes/invite/InvitePage").then((m) => m.InvitePage),
          ),
          page("share/:ideaId", () =>
            import("./routes/shareLinks/ShareRedirectPage").then((m) => m.ShareRedirectPage),
          ),
          page("dev/mailbox", () =>
            import("./routes/dev/DevMailboxPage").then((m) => m.DevMailboxPage),
          ),
          page("terms", () => import("./routes/legal/TermsPage").then((m) => m.TermsPage)),
          page("privacy", () => import("./routes/legal/PrivacyPage").then((m) => m.PrivacyPage)),
          page("help/built-in-studio", () =>
            import("./routes/help/BuiltInStudioHelpPage").then((m) => m.BuiltInStudioHelpPage),
          ),
          ...billingRoutes,
          page("admin", () => import("./routes/admin/AdminPage").then((m) => m.AdminPage)),
          page("*", () => import("./routes/NotFoundPage").then((m) => m.NotFoundPage)),
        ],
      },
    ],
  },
  {
    // A public presentation (issue 16): outside the app's layout, with no app chrome.
    path: "shared/:shareId",
    element: <PageOutlet bare />,
    children: [
      page(undefined, () => import("./routes/shareLinks/SharedPage").then((m) => m.SharedPage)),
    ],
  },
];

/** The app's pages for the current address (inside a router). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The page at `pathname`'s route handle. */
function pageAt(pathname: string): PageHandle | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.at(-1)?.route.handle as PageHandle | undefined;
}

/** Whether the page at `pathname` renders only with Convex's client (see `page`). */
export function pageNeedsBackend(pathname: string): boolean {
  return pageAt(pathname)?.needsBackend ?? true;
}

/**
 * Fetches the code of the page at `pathname` (and Convex's client when the page needs it), so
 * the first render needs no loading screen.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const leaf = pageAt(pathname);
  await Promise.all([
    leaf?.preload().catch(() => undefined),
    leaf?.needsBackend && isBackendConfigured() ? loadBackend().catch(() => undefined) : null,
  ]);
}
