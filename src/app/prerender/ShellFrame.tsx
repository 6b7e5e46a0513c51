import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { Theme } from "@radix-ui/themes";
import { AppShellFrame } from "@/components/layout/AppShell";
import { CheckingSignIn } from "@/components/layout/SignInSlot";
import { SiteHeaderFrame } from "@/components/layout/SiteHeader";
import { THEME_SETTINGS } from "../themeSettings";

/**
 * Who a prerendered page's content is for: everyone, or only a browser without a stored session
 * (the page a visitor sees, e.g. the sign-in form) or only one with one (a member's page frame).
 * index.html's inline script keeps the content only for them; anyone else sees the header until
 * the app renders the page.
 */
export type ShellAudience = "everyone" | "visitor" | "member";

/**
 * A prerendered page's frame: the app's theme (light; index.html's inline script flips it for
 * dark systems), the header while the session is checked, and the footer. `data-prerendered`
 * holds the address the content was rendered for: index.html's inline script empties the page
 * content when the browser is somewhere else (or is not the page's `audience`), and tests wait
 * for it to be replaced by the app.
 */
export function ShellFrame({
  path,
  audience = "everyone",
  children,
}: {
  path: string;
  audience?: ShellAudience;
  children: ReactNode;
}) {
  return (
    <Theme
      appearance="light"
      {...THEME_SETTINGS}
      data-prerendered={path}
      data-prerendered-for={audience === "everyone" ? undefined : audience}
    >
      <StaticRouter location={path}>
        <AppShellFrame header={<SiteHeaderFrame account={<CheckingSignIn />} />}>
          {children}
        </AppShellFrame>
      </StaticRouter>
    </Theme>
  );
}
