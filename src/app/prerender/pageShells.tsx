import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AuthDialogContext } from "@/features/auth/lib/authDialogContext";
import { CurrentUserContext, type CurrentUser } from "@/features/auth/lib/currentUserContext";
import { ROUTES } from "../../../shared/constants";
import { LoginPage } from "../routes/auth/LoginPage";
import { RegisterPage } from "../routes/auth/RegisterPage";
import { PricingPage } from "../routes/billing/PricingPage";
import { DashboardPage } from "../routes/dashboard/DashboardPage";
import { DiscoveryPage } from "../routes/discovery/DiscoveryPage";
import { PrivacyPage } from "../routes/legal/PrivacyPage";
import { TermsPage } from "../routes/legal/TermsPage";
import { ShellFrame, type ShellAudience } from "./ShellFrame";

export type PageShell = { path: string; title: string; audience: ShellAudience; html: string };

/**
 * The pages whose first screen the build writes as `{path}.html` (scripts/vite/prerenderShellPlugin.ts),
 * each rendered by the live page's own component in the state its first render is in:
 * - for a visitor (no session stored): the sign-in and sign-up forms, Discovery IQ's sign-in
 *   prompt; a browser with a session keeps only the header (index.html's inline script), since
 *   the live page shows it something else;
 * - for everyone: pricing (its plans loading: they come from the server) and the legal pages;
 * - for a member (a session stored): the dashboard's frame while the session is checked.
 * The live page's first render is the same markup, so it replaces this copy without a visible
 * change (nothing moves, nothing blinks).
 */
const PAGES: { path: string; audience: ShellAudience; page: ReactNode }[] = [
  { path: ROUTES.pricing, audience: "everyone", page: <PricingPage /> },
  { path: ROUTES.login, audience: "visitor", page: <LoginPage /> },
  { path: ROUTES.register, audience: "visitor", page: <RegisterPage /> },
  { path: ROUTES.discovery, audience: "visitor", page: <DiscoveryPage /> },
  { path: ROUTES.terms, audience: "everyone", page: <TermsPage /> },
  { path: ROUTES.privacy, audience: "everyone", page: <PrivacyPage /> },
  { path: ROUTES.dashboard, audience: "member", page: <DashboardPage /> },
];

const SIGNED_OUT: CurrentUser = { status: "signedOut" };
const CHECKING: CurrentUser = { status: "loading" };
/** The sign-in dialog opens from nothing here: the content is inert. */
const NO_DIALOG = { open: () => {} };

/**
 * A page's <title> element, which React renders where the page puts it, taken out of the markup:
 * the built file sets it in the head instead.
 */
export function takeTitle(html: string): { html: string; title: string | null } {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (match === null) return { html, title: null };
  return { html: html.replace(match[0], ""), title: match[1] };
}

/** Reverses React's escaping of a title's text, for a caller that escapes it again. */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

export function renderPageShell(path: string, audience: ShellAudience, page: ReactNode): PageShell {
  const markup = renderToStaticMarkup(
    <ShellFrame path={path} audience={audience}>
      <CurrentUserContext value={audience === "member" ? CHECKING : SIGNED_OUT}>
        <AuthDialogContext value={NO_DIALOG}>
          {/* Hidden from the accessibility tree and inert: a screen reader (or a test) finds
              the live page that replaces it, never this copy. */}
          <div inert aria-hidden="true" style={{ display: "contents" }}>
            {page}
          </div>
        </AuthDialogContext>
      </CurrentUserContext>
    </ShellFrame>,
  );
  const { html, title } = takeTitle(markup);
  if (title === null) throw new Error(`prerender: the page at ${path} renders no <title>.`);
  return { path, audience, title: unescapeText(title), html };
}

export function renderPageShells(): PageShell[] {
  return PAGES.map(({ path, audience, page }) => renderPageShell(path, audience, page));
}
