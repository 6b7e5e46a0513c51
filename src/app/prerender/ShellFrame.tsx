import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { Theme } from "@radix-ui/themes";
import { AppShellFrame } from "@/components/layout/AppShell";
import { CheckingSignIn } from "@/components/layout/SignInSlot";
import { SiteHeaderFrame } from "@/components/layout/SiteHeader";
import { THEME_SETTINGS } from "../themeSettings";

/**
 * A prerendered page's frame: the app's theme (light; index.html's inline script flips it for
 * dark systems), the header while the session is checked, and the footer. `data-prerendered`
 * holds the address the content was rendered for: index.html's inline script empties the page
 * content when the browser is somewhere else, and tests wait for it to be replaced by the app.
 */
export function ShellFrame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Theme appearance="light" {...THEME_SETTINGS} data-prerendered={path}>
      <StaticRouter location={path}>
        <AppShellFrame header={<SiteHeaderFrame account={<CheckingSignIn />} />}>
          {children}
        </AppShellFrame>
      </StaticRouter>
    </Theme>
  );
}
