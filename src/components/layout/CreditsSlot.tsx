import type { ReactNode } from "react";
import { useConvexAuth } from "convex/react";

/**
 * Where the signed-in user's Legend Credits balance goes (filled by the credits
 * feature). Visitors have no balance, and a half-known session shows nothing
 * rather than a number that might be someone else's.
 */
export function CreditsSlot({ children = null }: { children?: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  return !isLoading && isAuthenticated ? children : null;
}
