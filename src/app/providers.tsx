import { useSyncExternalStore, type ReactNode } from "react";
import { readyBackend, subscribeToBackend } from "@/lib/deferredConvex/loader";
import { AppTheme } from "./AppTheme";

/**
 * Everything a page may rely on: the theme, and beside the app Convex Auth's provider once
 * Convex's client is loaded (lib/deferredConvex: a visitor's home page does without it until
 * they engage). Pages read the session and call the server through lib/deferredConvex, which
 * is what `convex/react` and `@convex-dev/auth/react` resolve to in the app's code. The stored
 * session is read through a storage that drops tokens that cannot be ones, and token fetches
 * never fail uncaught: an unusable session ends signed out (lib/session/sessionHealth.ts).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppTheme>
      {children}
      <AuthBridgeSlot />
    </AppTheme>
  );
}

function AuthBridgeSlot() {
  const backend = useSyncExternalStore(subscribeToBackend, readyBackend, readyBackend);
  return backend ? <backend.AuthBridge client={backend.client} /> : null;
}
