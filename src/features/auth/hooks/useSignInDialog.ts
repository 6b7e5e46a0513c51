import { useContext } from "react";
import { AuthDialogContext, type SignInDialogControls } from "../lib/authDialogContext";

/**
 * Opens the 'Sign in to Continue' dialog from anywhere under `AuthDialogProvider`:
 * `open({ tab: "signUp", onSuccess: resumeWhatTheUserWasDoing })`.
 */
export function useSignInDialog(): SignInDialogControls {
  const controls = useContext(AuthDialogContext);
  if (controls === null) throw new Error("useSignInDialog needs an AuthDialogProvider above it.");
  return controls;
}
