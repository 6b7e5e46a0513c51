/**
 * What `@convex-dev/auth/react` is to the app's own code (see convexReact.ts): the session's
 * state and actions from authState.ts, published by Convex Auth's provider once loaded.
 */
import { useAuthSnapshot, authActionsReady, type AuthActions } from "./authState";
import { loadBackend } from "./loader";

const actions: AuthActions = {
  signIn: async (...args) => {
    await loadBackend();
    return (await authActionsReady()).signIn(...args);
  },
  signOut: async () => {
    await loadBackend();
    return (await authActionsReady()).signOut();
  },
};

export function useAuthActions(): AuthActions {
  return actions;
}

export function useAuthToken(): string | null {
  return useAuthSnapshot().token;
}
