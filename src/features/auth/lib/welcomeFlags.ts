import { STORAGE_KEYS, WELCOME_BACK_FLAG_MS } from "../../../../shared/startupConstants";

/*
 * Spec 4: 'Welcome back!' shows only after an explicit sign-in, flagged for 3 seconds; a welcome
 * toast shows once per browser session (a session-storage flag). Storage can be unavailable
 * (private modes, blocked cookies): then the welcome simply shows again, never an error.
 */

let explicitSignInAt: number | null = null;

/** Called when the user has just signed in with their password. */
export function markExplicitSignIn(now = Date.now()): void {
  explicitSignInAt = now;
}

/** True once, within the flag's window after `markExplicitSignIn`. */
export function consumeExplicitSignIn(now = Date.now()): boolean {
  const at = explicitSignInAt;
  explicitSignInAt = null;
  return at !== null && now - at <= WELCOME_BACK_FLAG_MS;
}

export function wasWelcomedThisSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.welcomed) === "1";
  } catch {
    return false;
  }
}

export function markWelcomedThisSession(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.welcomed, "1");
  } catch {
    // Without storage the welcome may repeat; nothing else depends on the flag.
  }
}
