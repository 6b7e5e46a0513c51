import type { ReactNode } from "react";
import type { ConvexReactClient } from "convex/react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { AppTheme } from "./AppTheme";

/** Everything a page may rely on: the backend connection, auth state and the theme. */
export function AppProviders({
  convex,
  children,
}: {
  convex: ConvexReactClient;
  children: ReactNode;
}) {
  return (
    <ConvexAuthProvider client={convex}>
      <AppTheme>{children}</AppTheme>
    </ConvexAuthProvider>
  );
}
