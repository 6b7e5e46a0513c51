import { createContext } from "react";

export type AuthTab = "signIn" | "signUp";

export type SignInDialogOptions = {
  /** Which tab opens first; Sign In by default. */
  tab?: AuthTab;
  /** Runs once the session is established after signing in or up through the dialog. */
  onSuccess?: () => void;
};

export type SignInDialogControls = { open: (options?: SignInDialogOptions) => void };

export const AuthDialogContext = createContext<SignInDialogControls | null>(null);
