import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { AppShell } from "@/components/layout/AppShell";
import { PageLoader } from "@/components/feedback/PageLoader";
import { RootLayout } from "./routes/RootLayout";
import { RouteErrorPage } from "./routes/RouteErrorPage";

/**
 * Every page is its own chunk. The router fetches the matched page's chunk
 * straight away, so the home page costs one extra request, not a waterfall.
 */
// The billing pages share one chunk, reached through a tiny loader (see loadBillingPage.ts).
const billingRoutes: RouteObject[] = [
  "pricing",
  "subscription/success",
  "credits/success",
  "checkout/local/:sessionId",
  "billing/local-portal",
  "account",
].map((path) => ({
  path,
  lazy: () => import("./routes/billing/loadBillingPage").then((m) => m.loadBillingPage(path)),
}));

export const appRoutes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    // First load: keep the header and footer on screen while the page's code arrives.
    hydrateFallbackElement: (
      <AppShell>
        <PageLoader />
      </AppShell>
    ),
    // Only reached if the layout itself fails; the page below has its own boundary.
    errorElement: (
      <main>
        <RouteErrorPage />
      </main>
    ),
    children: [
      {
        // Page errors render inside the layout, so the header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: () => import("./routes/HomePage").then((m) => ({ Component: m.HomePage })),
          },
          {
            path: "login",
            lazy: () => import("./routes/auth/LoginPage").then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: "register",
            lazy: () =>
              import("./routes/auth/RegisterPage").then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: "reset-password",
            lazy: () =>
              import("./routes/auth/ResetPasswordPage").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: "creative-legends/:slug",
            lazy: () =>
              import("./routes/legends/LegendProfilePage").then((m) => ({
                Component: m.LegendProfilePage,
              })),
          },
          {
            path: "my-ideas",
            lazy: () =>
              import("./routes/ideas/MyIdeasPage").then((m) => ({ Component: m.MyIdeasPage })),
          },
          {
            path: "idea-page/:id",
            lazy: () =>
              import("./routes/campaigns/CampaignPage").then((m) => ({
                Component: m.CampaignPage,
              })),
          },
          {
            path: "decks/:id",
            lazy: () => import("./routes/decks/DeckPage").then((m) => ({ Component: m.DeckPage })),
          },
          {
            path: "brands/manage",
            lazy: () =>
              import("./routes/brands/BrandsManagePage").then((m) => ({
                Component: m.BrandsManagePage,
              })),
          },
          {
            path: "dashboard",
            lazy: () =>
              import("./routes/dashboard/DashboardPage").then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: "my-decks",
            lazy: () =>
              import("./routes/decks/MyDecksPage").then((m) => ({ Component: m.MyDecksPage })),
          },
          {
            path: "discovery",
            lazy: () =>
              import("./routes/discovery/DiscoveryPage").then((m) => ({
                Component: m.DiscoveryPage,
              })),
          },
          {
            path: "discovery/:sessionId",
            lazy: () =>
              import("./routes/discovery/DiscoverySessionPage").then((m) => ({
                Component: m.DiscoverySessionPage,
              })),
          },
          {
            path: "invite/:token",
            lazy: () =>
              import("./routes/invite/InvitePage").then((m) => ({ Component: m.InvitePage })),
          },
          {
            path: "share/:ideaId",
            lazy: () =>
              import("./routes/shareLinks/ShareRedirectPage").then((m) => ({
                Component: m.ShareRedirectPage,
              })),
          },
          {
            path: "dev/mailbox",
            lazy: () =>
              import("./routes/dev/DevMailboxPage").then((m) => ({ Component: m.DevMailboxPage })),
          },
          {
            path: "terms",
            lazy: () =>
              import("./routes/legal/TermsPage").then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: "privacy",
            lazy: () =>
              import("./routes/legal/PrivacyPage").then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: "help/built-in-studio",
            lazy: () =>
              import("./routes/help/BuiltInStudioHelpPage").then((m) => ({
                Component: m.BuiltInStudioHelpPage,
              })),
          },
          ...billingRoutes,
          {
            path: "admin",
            lazy: () =>
              import("./routes/admin/AdminPage").then((m) => ({ Component: m.AdminPage })),
          },
          {
            path: "*",
            lazy: () =>
              import("./routes/NotFoundPage").then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
  {
    // A public presentation (issue 16): outside the app's layout, with no app chrome.
    path: "shared/:shareId",
    errorElement: (
      <main>
        <RouteErrorPage />
      </main>
    ),
    lazy: () => import("./routes/shareLinks/SharedPage").then((m) => ({ Component: m.SharedPage })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
