import { Outlet, ScrollRestoration } from "react-router-dom";
import { AppShell } from "@/components/layout/AppShell";

/**
 * The layout route. Features that fill the header's slots (sign-in button,
 * account menu, credits balance) are composed here, never inside the layout.
 */
export function RootLayout() {
  return (
    <AppShell>
      <ScrollRestoration />
      <Outlet />
    </AppShell>
  );
}
