import type { ReactNode } from "react";
import type { ConvexReactClient } from "convex/react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { guardTokenFetches } from "@/features/auth/lib/sessionGuard";
import { sessionTokenStorage } from "@/features/auth/lib/tokenStorage";
import { AppTheme } from "./AppTheme";

/**
 * Everything a page may rely on: the backend connection, auth state and the theme. The stored
 * session is read through a storage that drops tokens that cannot be ones, and token fetches
 * never fail uncaught: an unusable session ends signed out (features/auth/lib/sessionHealth.ts).
 */
export function AppProviders({
  convex,
  children,
}: {
  convex: ConvexReactClient;
  children: ReactNode;
}) {
  return (
    <ConvexAuthProvider client={guardTokenFetches(convex)} storage={sessionTokenStorage}>
      <AppTheme>{children}</AppTheme>
    </ConvexAuthProvider>
  );
}
